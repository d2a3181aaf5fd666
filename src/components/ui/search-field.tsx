import { SearchIcon } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/**
 * A labelled search box with a leading icon. In an island it is controlled (`value` and
 * `onValueChange`), and text typed into the server-rendered box before the island hydrated is kept
 * and reported once; without them it is a plain field a page script reads by its `name`.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onValueChange,
  name,
  className,
}: {
  label: string;
  placeholder: string;
  value?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  className?: string;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const keepTypedText = useEffectEvent((typed: string) => {
    if (value !== undefined && typed !== value) onValueChange?.(typed);
  });

  useEffect(() => {
    if (inputRef.current) keepTypedText(inputRef.current.value);
  }, []);

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-subtle" />
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        value={value}
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        inset="icon"
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      />
    </div>
  );
}
