import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldClassName } from "./input";

/** A field's look, grown to a few lines: one class list, so a textarea without its own classes costs no merge. */
export const textareaClassName = `${fieldClassName} min-h-24 py-2.5 leading-relaxed`;

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(textareaClassName, className)} {...props} />;
}
