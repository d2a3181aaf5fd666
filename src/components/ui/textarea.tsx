import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldClassName } from "./input";

/** Its variants: each combination is one conflict-free class list (variants.test.ts). */
export const textareaVariantConfig = {
  variants: {
    /** Compact: starts a line high, in the smaller size (the composer's project description). */
    density: { regular: "min-h-24 text-[15px] leading-relaxed", compact: "min-h-11 text-sm" },
  },
  defaultVariants: { density: "regular" },
} as const;

/** A field's look, grown to a few lines. */
export const textareaVariants = cva(`${fieldClassName} py-2.5`, textareaVariantConfig);

export function Textarea({ className, density, ...props }: ComponentProps<"textarea"> & VariantProps<typeof textareaVariants>) {
  return <textarea className={cn(textareaVariants({ density }), className)} {...props} />;
}
