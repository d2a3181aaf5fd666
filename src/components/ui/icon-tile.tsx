import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

const iconTileVariants = cva("flex size-10 items-center justify-center rounded-lg border", {
  variants: {
    tone: {
      /** A step or a module: the icon on a raised tile. */
      neutral: "border-border bg-surface-raised text-primary-text",
      /** A value or a layer of the product: tinted with the primary colour. */
      primary: "border-primary/30 bg-primary/10 text-primary-text",
      /** A problem the product answers. */
      danger: "border-danger-border bg-danger-bg text-danger",
    },
  },
  defaultVariants: { tone: "neutral" },
});

/** The square tile that carries a card's or a heading's icon (the icon brings its own size and label). */
export function IconTile({ tone, children }: VariantProps<typeof iconTileVariants> & { children: ReactNode }) {
  return <span className={iconTileVariants({ tone })}>{children}</span>;
}
