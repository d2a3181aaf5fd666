import { cva } from "class-variance-authority";

/** The composer's choices that are cards with a box or a radio in them: a start point, an adapter. */
export const choiceCardVariantConfig = {
  variants: {
    checked: {
      true: "border-primary/50 bg-primary/[0.08]",
      false: "border-border bg-surface hover:border-border-strong",
    },
    /** Stretched to its grid row, beside cards of other heights. */
    fill: { true: "h-full", false: "" },
  },
  defaultVariants: { fill: false },
} as const;

export const choiceCardVariants = cva(
  "relative flex gap-3 rounded-lg border px-3.5 py-3 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring",
  choiceCardVariantConfig,
);
