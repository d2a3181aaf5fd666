import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names; when there are two sources or more, a later one overrides an earlier one
 * (`cn(buttonVariants(), "px-2")`). Only the override needs tailwind-merge, whose first call builds
 * its class map: about 50 ms on a phone-class CPU, paid by an island's first click. A single source
 * has nothing to override and is only joined: every cva look is free of conflicts
 * (src/components/ui/variants.test.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  const sources = inputs.filter(Boolean);
  return sources.length > 1 ? twMerge(clsx(sources)) : clsx(sources);
}
