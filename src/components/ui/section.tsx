import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";
import { HeadingText } from "./heading-text";
import { Eyebrow } from "./eyebrow";

/** The page width and side padding every block of the site shares. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("container-page", className)} {...props} />;
}

/**
 * A vertical band of a page: consistent spacing, an optional top rule, content in a Container.
 * Below the first band, the page renders a band only as it nears the screen (src/styles/globals.css)
 * and assumes a height until then; `eager` opts out a band whose height varies too much with its
 * data for that guess, since tools that read the page unscrolled (axe's target-size rule) would
 * otherwise see its content overflow the guess onto the next band's links. `compact` is for a page of
 * many bands in a row (the landing page), where the full spacing adds up to screens of nothing.
 */
export function Section({
  className,
  children,
  divided = false,
  eager = false,
  compact = false,
  ...props
}: ComponentProps<"section"> & { divided?: boolean; eager?: boolean; compact?: boolean }) {
  return (
    <section
      className={cn(compact ? "py-14 sm:py-20 lg:py-24" : "py-20 sm:py-28", divided && "border-t border-border", className)}
      data-render={eager ? "eager" : undefined}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeader({
  eyebrow,
  title,
  description,
  titleId,
  align = "left",
  as: Heading = "h2",
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  titleId?: string;
  align?: "left" | "center";
  as?: "h1" | "h2";
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <Eyebrow className="mb-3">{eyebrow}</Eyebrow> : null}
      <Heading
        id={titleId}
        className={cn(
          "font-semibold tracking-tight text-balance text-foreground",
          Heading === "h1" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl",
        )}
      >
        {typeof title === "string" ? <HeadingText text={title} /> : title}
      </Heading>
      {description ? <p className="mt-4 text-base leading-relaxed text-pretty text-muted sm:text-lg">{description}</p> : null}
    </div>
  );
}
