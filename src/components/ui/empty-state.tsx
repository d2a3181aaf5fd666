import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/*
 * What a list shows when nothing is left to show, in parts (shadcn's manner):
 *   <EmptyState icon>  <EmptyStateTitle />  <EmptyStateDescription />  then its action, if any
 */

export function EmptyState({ icon: Icon, className, children, ...props }: ComponentProps<"div"> & { icon: LucideIcon }) {
  return (
    <div className={cn("flex flex-col items-center rounded-xl border border-dashed border-border-strong px-6 py-16 text-center", className)} {...props}>
      <Icon aria-hidden className="size-6 text-subtle" />
      {children}
    </div>
  );
}

export function EmptyStateTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("mt-4 text-lg font-semibold text-foreground", className)} {...props}>
      {children}
    </h3>
  );
}

export function EmptyStateDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 max-w-md text-sm text-pretty text-muted", className)} {...props} />;
}
