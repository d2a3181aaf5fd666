import { SearchIcon } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/**
 * A labelled search box with a leading icon, as the catalogue filters use it. It lives in islands:
 * text typed into the server-rendered box before the island hydrated is kept and reported once.
 */
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
  const inputRef = useRef<HTMLInputElement>(null);
  const keepTypedText = useEffectEvent((typed: string) => {
    if (typed !== value) onValueChange(typed);
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
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className="pl-10"
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
