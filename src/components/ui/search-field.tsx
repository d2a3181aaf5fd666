"use client";

import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/** A labelled search box with a leading icon, as the catalogue filters use it. */
export function SearchField({
  label,
  placeholder,
  value,
  onValueChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}) {
  const inputId = useId();
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-subtle" />
      <Input
        id={inputId}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className="pl-10"
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
