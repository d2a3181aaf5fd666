import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { IconTile } from "./icon-tile";
import { cn } from "@/lib/utils";

/**
 * The look of every card and panel on the site. An element that is not a plain <div> (a link, a
 * list item, an article) takes the classes: `className={cardVariants({ padding: "md" })}`.
 */
/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const cardVariantConfig = {
  variants: {
    shape: {
      /** A card in a grid or a list. */
      card: "rounded-xl",
      /** A band-wide panel: the call to action, a page's closing block. */
      panel: "rounded-2xl",
    },
    padding: { none: "", sm: "p-4", md: "p-5", lg: "p-6", fluid: "p-4 sm:p-5" },
    /** The card is a link or holds one that covers it: it answers the pointer and the focus inside it. */
    interactive: {
      true: "transition-colors focus-within:border-border-strong hover:border-border-strong hover:bg-surface-hover",
      false: "",
    },
  },
  defaultVariants: { shape: "card", padding: "lg", interactive: false },
} as const;

export const cardVariants = cva(
  "border border-border bg-surface shadow-[0_1px_0_rgb(255_255_255/0.03)_inset]",
  cardVariantConfig,
);

export function Card({
  className,
  shape,
  padding,
  interactive,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return (
    <div
      className={cn(cardVariants({ shape, padding, interactive }), className)}
      {...props}
    />
  );
}

export function CardTitle({
  className,
  children,
  ...props
}: ComponentProps<"h3">) {
  return (
    <h3
      className={cn(
        "text-base font-semibold tracking-tight text-foreground",
        className,
      )}
      {...props}
    >
      {children}
    </h3>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      className={cn("text-sm leading-relaxed text-muted", className)}
      {...props}
    />
  );
}

/** A list item card that leads with an icon tile: a problem, a value (IconTile's tones). */
export function IconCard({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: "neutral" | "primary" | "danger";
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={cardVariants()}>
      <IconTile tone={tone}>{icon}</IconTile>
      <h3 className="mt-4 text-base font-semibold text-foreground">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{children}</p>
    </li>
  );
}
