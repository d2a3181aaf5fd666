import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { cardVariants } from "./card";
import { lights, type LightTone } from "./hero-backdrop";

/*
 * A page's closing call to action, in parts a page composes (shadcn's manner):
 *   <CtaBand surface glow tone align>  the panel and its light
 *     <CtaBandTitle />  <CtaBandDescription />  <CtaBandActions />
 * The parts stand above the light (`relative`); a centred band centres them through `align` alone.
 */

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const ctaBandVariantConfig = {
  variants: {
    surface: {
      /** A raised panel, its text kept off the edges. */
      panel: "px-6 py-12 sm:px-12 sm:py-16",
      /** A panel whose text is centred under a light from the top. */
      panelCentered: "px-6 py-14 sm:px-12",
      /** A panel split in two columns (the text and a status beside it). */
      panelSplit: "p-8 sm:p-12",
      /** No panel: the band's text alone. */
      none: "",
    },
    align: { start: "", center: "text-center" },
  },
  defaultVariants: { surface: "panel", align: "start" },
} as const;

export const ctaBandVariants = cva("group/cta relative", ctaBandVariantConfig);

const glows = {
  corner: "-right-24 -bottom-24 size-72",
  top: "inset-x-0 -top-32 mx-auto h-64 w-[36rem] max-w-full",
} as const;

export function CtaBand({
  surface,
  align,
  glow,
  tone = "primary",
  className,
  children,
  ...props
}: ComponentProps<"div"> &
  VariantProps<typeof ctaBandVariants> & {
    /** Where the light sits: in the bottom-right corner or over the top; none when left out. */
    glow?: keyof typeof glows;
    tone?: LightTone;
  }) {
  const panel = surface !== "none";
  return (
    <div
      data-align={align ?? "start"}
      className={cn(
        panel && cardVariants({ shape: "panel", padding: "none" }),
        panel && "overflow-hidden",
        ctaBandVariants({ surface, align }),
        className,
      )}
      {...props}
    >
      {glow ? <div aria-hidden className={cn("pointer-events-none absolute", glows[glow], lights[tone])} /> : null}
      {children}
    </div>
  );
}

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const ctaBandTitleVariantConfig = {
  variants: {
    size: {
      lg: "text-3xl text-balance text-foreground sm:text-4xl",
      /** Beside another column. */
      sm: "text-2xl text-balance text-foreground sm:text-3xl",
      /** One size on every screen, in a narrow measure. */
      fixed: "text-3xl",
    },
  },
  defaultVariants: { size: "lg" },
} as const;

export const ctaBandTitleVariants = cva("relative font-semibold tracking-tight", ctaBandTitleVariantConfig);

export function CtaBandTitle({ size, className, children, ...props }: ComponentProps<"h2"> & VariantProps<typeof ctaBandTitleVariants>) {
  return (
    <h2 className={cn(ctaBandTitleVariants({ size }), className)} {...props}>
      {children}
    </h2>
  );
}

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const ctaBandDescriptionVariantConfig = {
  variants: {
    size: { base: "text-pretty", lg: "text-lg leading-relaxed text-pretty", plain: "" },
  },
  defaultVariants: { size: "base" },
} as const;

export const ctaBandDescriptionVariants = cva(
  "relative mt-4 text-muted group-data-[align=center]/cta:mx-auto",
  ctaBandDescriptionVariantConfig,
);

export function CtaBandDescription({ size, className, ...props }: ComponentProps<"p"> & VariantProps<typeof ctaBandDescriptionVariants>) {
  return <p className={cn(ctaBandDescriptionVariants({ size }), className)} {...props} />;
}

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const ctaBandActionsVariantConfig = {
  variants: {
    layout: {
      /** Stacked on a phone, in a row from 640 px. */
      stack: "flex-col sm:flex-row",
      /** Stacked on a phone, then a row that wraps. */
      stackWrap: "flex-col sm:flex-row sm:flex-wrap",
      /** A row that wraps. */
      wrap: "flex-wrap",
    },
  },
  defaultVariants: { layout: "stack" },
} as const;

export const ctaBandActionsVariants = cva(
  "relative mt-8 flex gap-3 group-data-[align=center]/cta:justify-center",
  ctaBandActionsVariantConfig,
);

export function CtaBandActions({ layout, className, ...props }: ComponentProps<"div"> & VariantProps<typeof ctaBandActionsVariants>) {
  return <div className={cn(ctaBandActionsVariants({ layout }), className)} {...props} />;
}
