import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { HeadingText } from "./heading-text";
import { HeroBackdrop } from "./hero-backdrop";
import { Container } from "./section";
import { Eyebrow } from "./eyebrow";

const sizes = {
  /** A catalogue's index, with room for its figures below. */
  default: { band: "py-20 sm:py-28", title: "sm:text-6xl", description: "mt-6" },
  /** A page that is mostly its opening statement. */
  tall: { band: "py-24 sm:py-32", title: "sm:text-6xl", description: "mt-6" },
} as const;

/** The opening band of a page: backdrop, eyebrow, the page's h1 and its description, then `children`. */
export function PageHero({
  size = "default",
  centered = false,
  eyebrow,
  title,
  description,
  children,
}: {
  size?: keyof typeof sizes;
  centered?: boolean;
  eyebrow: string;
  title: string;
  description: string;
  /** Figures, highlights or a call to action under the description. */
  children?: ReactNode;
}) {
  const look = sizes[size];
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className={cn("relative", look.band, centered && "text-center")}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className={cn("mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gradient", look.title, centered && "mx-auto")}>
          <HeadingText text={title} />
        </h1>
        <p className={cn("max-w-2xl text-lg leading-relaxed text-pretty text-muted", look.description, centered && "mx-auto")}>{description}</p>
        {children}
      </Container>
    </section>
  );
}
