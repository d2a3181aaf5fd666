"use client";

import { Check, Copy, TriangleAlert } from "lucide-react";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "./button";

export interface CopyButtonLabels {
  /** Accessible name and visible text before copying, e.g. "Copy". */
  copy: string;
  /** Shown for two seconds after a successful copy, e.g. "Copied!". */
  copied: string;
  /** Shown when the browser refuses the clipboard, e.g. "Press Ctrl+C to copy". */
  failed: string;
}

type CopyButtonProps = Omit<ButtonProps, "onClick" | "children" | "value"> & {
  value: string;
  labels: CopyButtonLabels;
  /** Show the label next to the icon; otherwise the label is the accessible name only. */
  showLabel?: boolean;
};

export function CopyButton({ value, labels, showLabel = false, className, variant = "ghost", size, ...props }: CopyButtonProps) {
  const { state, copy } = useCopyToClipboard();
  const label = labels[state === "idle" ? "copy" : state];
  const Icon = state === "copied" ? Check : state === "failed" ? TriangleAlert : Copy;

  return (
    <>
      <Button
        variant={variant}
        size={size ?? (showLabel ? "sm" : "icon")}
        className={cn(state === "copied" && "text-success hover:text-success", className)}
        onClick={() => void copy(value)}
        aria-label={showLabel ? undefined : label}
        data-state={state}
        {...props}
      >
        <Icon aria-hidden />
        {showLabel ? <span>{label}</span> : null}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === "idle" ? "" : label}
      </span>
    </>
  );
}
