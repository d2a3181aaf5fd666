import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const fieldClassName =
  "w-full rounded-lg border border-border-strong bg-surface px-3.5 text-foreground placeholder:text-subtle transition-colors hover:border-subtle focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger";

/** Its variants: each combination is one conflict-free class list (variants.test.ts). */
export const inputVariantConfig = {
  variants: {
    /** Room on the left for an icon drawn over the field (SearchField). */
    inset: { none: "", icon: "pl-10" },
    /** A value typed as code (a project name, a parameter) is set in the mono face, a size smaller. */
    text: { prose: "text-[15px]", code: "font-mono text-sm" },
    /** Compact: a field among many in a list (the composer's module settings). */
    density: { regular: "h-11", compact: "h-10" },
  },
  defaultVariants: { inset: "none", text: "prose", density: "regular" },
} as const;

export const inputVariants = cva(fieldClassName, inputVariantConfig);

export function Input({ className, inset, text, density, type = "text", ...props }: ComponentProps<"input"> & VariantProps<typeof inputVariants>) {
  return <input type={type} className={cn(inputVariants({ inset, text, density }), className)} {...props} />;
}
