import { CircleCheck } from "lucide-react";
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { cn } from "@/lib/utils";

const SuccessTitle = createContext<{ ref: RefObject<HTMLHeadingElement | null>; focusable: boolean } | null>(null);

/**
 * What a sent form shows in its place, centred. The form is gone: the focus moves here (`focus`:
 * to the view itself or to its title) so it is read out and keyboard users are not lost, unless
 * something else keeps it (a dialog). `status` makes it a live region.
 */
export function FormSuccess({ focus = "none", status = false, className, children }: { focus?: "none" | "self" | "title"; status?: boolean; className?: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus === "self") root.current?.focus();
    if (focus === "title") title.current?.focus();
  }, [focus]);
  return (
    <div
      ref={root}
      tabIndex={focus === "self" ? -1 : undefined}
      role={status ? "status" : undefined}
      className={cn("flex flex-col items-center text-center", focus === "self" && "focus:outline-none", className)}
    >
      <SuccessTitle.Provider value={{ ref: title, focusable: focus === "title" }}>{children}</SuccessTitle.Provider>
    </div>
  );
}

/** The success view's heading (a dialog's own title takes its place in a dialog). */
export function FormSuccessTitle({ className, children }: { className?: string; children: ReactNode }) {
  const context = useContext(SuccessTitle);
  return (
    <h3
      ref={context?.ref}
      tabIndex={context?.focusable ? -1 : undefined}
      className={cn("text-2xl font-semibold tracking-tight", context?.focusable && "focus:outline-none", className)}
    >
      {children}
    </h3>
  );
}

/** The success view's check mark: in a ringed badge, or alone and larger. */
export function FormSuccessIcon({ badge = false, className }: { badge?: boolean; className?: string }) {
  if (!badge) return <CircleCheck aria-hidden className={cn("size-10 text-success", className)} />;
  return (
    <span className={cn("flex size-12 items-center justify-center rounded-full border border-success/30 bg-success/10 text-success", className)}>
      <CircleCheck aria-hidden className="size-6" />
    </span>
  );
}
