import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { HeadingText } from "./heading-text";
import { HeroBackdrop, type HeroBackdropKind, type LightTone } from "./hero-backdrop";
import { Container } from "./section";

/*
 * The opening band of a page, in parts a page composes as it needs (shadcn's manner):
 *   <PageHero>                      the band and its backdrop
 *     <PageHeroContent size align>  the page's width and the band's height
 *       <Eyebrow />  <PageHeroTitle />  <PageHeroDescription />  <PageHeroActions />
 * A centred hero centres its title, description and actions through `align` alone.
 */

/** The band: a `<section>` (a document's `<header>`), with the faded grid and light behind it. */
export function PageHero({
  as: Element = "section",
  backdrop = "page",
  tone = "soft",
  className,
  children,
  ...props
}: ComponentProps<"section"> & {
  as?: "section" | "header";
  backdrop?: HeroBackdropKind;
  tone?: LightTone;
}) {
  return (
    <Element className={cn("relative overflow-hidden border-b border-border", className)} {...props}>
      <HeroBackdrop kind={backdrop} tone={tone} />
      {children}
    </Element>
  );
}

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const pageHeroContentVariantConfig = {
  variants: {
    size: {
      /** A catalogue's index, with room for its figures below; the CLI's page. */
      default: "py-20 sm:py-28",
      /** A page that is mostly its opening statement. */
      tall: "py-24 sm:py-32",
      /** A genome's page, its facts under the title. */
      detail: "py-16 sm:py-24",
      /** A module's page, its breadcrumb above the title. */
      compact: "py-14 sm:py-20",
      /** A hero that sets its own spacing (the landing page's). */
      none: "",
    },
    align: { start: "", center: "text-center" },
  },
  defaultVariants: { size: "default", align: "start" },
} as const;

export const pageHeroContentVariants = cva("group/hero relative", pageHeroContentVariantConfig);

export function PageHeroContent({
  size,
  align,
  className,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof pageHeroContentVariants>) {
  return <Container data-align={align ?? "start"} className={cn(pageHeroContentVariants({ size, align }), className)} {...props} />;
}

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const pageHeroTitleVariantConfig = {
  variants: {
    size: {
      lg: "text-4xl sm:text-6xl",
      /** Beside a terminal or a panel, where half the width is left. */
      md: "text-4xl sm:text-5xl",
      /** A long document's title. */
      document: "text-4xl sm:text-5xl lg:text-6xl",
    },
    width: { prose: "max-w-3xl", wide: "max-w-4xl", full: "" },
    tone: {
      gradient: "text-gradient",
      foreground: "text-foreground",
      /** The title's parts carry their own colour. */
      none: "",
    },
  },
  defaultVariants: { size: "lg", width: "prose", tone: "gradient" },
} as const;

export const pageHeroTitleVariants = cva(
  "mt-4 font-semibold tracking-tight text-balance group-data-[align=center]/hero:mx-auto",
  pageHeroTitleVariantConfig,
);

/** The page's h1; a title given as text keeps each of its sentences whole. */
export function PageHeroTitle({
  size,
  width,
  tone,
  className,
  children,
  ...props
}: ComponentProps<"h1"> & VariantProps<typeof pageHeroTitleVariants>) {
  return (
    <h1 className={cn(pageHeroTitleVariants({ size, width, tone }), className)} {...props}>
      {typeof children === "string" ? <HeadingText text={children} /> : children}
    </h1>
  );
}

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const pageHeroDescriptionVariantConfig = {
  variants: {
    // The line height follows the size in each look: a size after it would drop it when a page adds classes (tailwind-merge).
    size: { lg: "text-lg leading-relaxed", responsive: "text-base leading-relaxed sm:text-lg" },
    width: { prose: "max-w-2xl", full: "" },
  },
  defaultVariants: { size: "lg", width: "prose" },
} as const;

export const pageHeroDescriptionVariants = cva(
  "mt-6 text-pretty text-muted group-data-[align=center]/hero:mx-auto",
  pageHeroDescriptionVariantConfig,
);

export function PageHeroDescription({
  size,
  width,
  className,
  ...props
}: ComponentProps<"p"> & VariantProps<typeof pageHeroDescriptionVariants>) {
  return <p className={cn(pageHeroDescriptionVariants({ size, width }), className)} {...props} />;
}

/** The hero's buttons: stacked on a phone, in a row from 640 px. */
export function PageHeroActions({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-10 flex flex-col gap-3 sm:flex-row group-data-[align=center]/hero:justify-center", className)} {...props} />;
}
