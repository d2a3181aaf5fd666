import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const iconTileVariantConfig = {
  variants: {
    size: {
      md: "size-10 rounded-lg",
      /** A page's own subject, beside its title (a module page's logo). */
      lg: "size-14 rounded-xl",
      /** A row of small logos (a genome card's technologies). */
      sm: "size-8 rounded-md",
    },
    tone: {
      /** A step or a module: the icon on a raised tile. */
      neutral: "border-border bg-surface-raised text-primary-text",
      /** A value or a layer of the product: tinted with the primary colour. */
      primary: "border-primary/30 bg-primary/10 text-primary-text",
      /** A problem the product answers. */
      danger: "border-danger-border bg-danger-bg text-danger",
    },
  },
  defaultVariants: { tone: "neutral", size: "md" },
} as const;

export const iconTileVariants = cva(
  "flex shrink-0 items-center justify-center border",
  iconTileVariantConfig,
);

/** The square tile that carries a card's or a heading's icon (the icon brings its own size and label). */
export function IconTile({
  tone,
  size,
  children,
}: VariantProps<typeof iconTileVariants> & { children: ReactNode }) {
  return <span className={iconTileVariants({ tone, size })}>{children}</span>;
}
