import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const fieldClassName =
  "w-full rounded-lg border border-border-strong bg-surface px-3.5 text-[15px] text-foreground placeholder:text-subtle transition-colors hover:border-subtle focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger";

/** Its variants: each combination is one conflict-free class list (variants.test.ts). */
export const inputVariantConfig = {
  variants: {
    /** Room on the left for an icon drawn over the field (SearchField). */
    inset: { none: "", icon: "pl-10" },
  },
  defaultVariants: { inset: "none" },
} as const;

export const inputVariants = cva(`${fieldClassName} h-11`, inputVariantConfig);

export function Input({ className, inset, type = "text", ...props }: ComponentProps<"input"> & VariantProps<typeof inputVariants>) {
  return <input type={type} className={cn(inputVariants({ inset }), className)} {...props} />;
}
