import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const badgeVariantConfig = {
  variants: {
    variant: {
      default: "border-primary/40 bg-primary/15 text-primary-text",
      secondary: "border-border bg-surface-raised text-muted",
      gold: "border-gold/40 bg-gold/10 text-gold-text",
      success: "border-success/30 bg-success/10 text-success",
      /** Something that does not work: a module whose run fails. */
      danger: "border-danger-border bg-danger-bg text-danger",
      outline: "border-border-strong text-foreground",
    },
  },
  defaultVariants: { variant: "default" },
} as const;

export const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
  badgeVariantConfig,
);

export type BadgeProps = ComponentProps<"span"> &
  VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}

/**
 * A badge on a line of its own, above a heading: a paragraph, which the site search ends with a
 * full stop, so the badge's words never run into the heading's in a result's snippet.
 */
export function BadgeLine({ className, ...props }: BadgeProps) {
  return (
    <p className={cn("flex", className)}>
      <Badge {...props} />
    </p>
  );
}
