import { cn } from "@/lib/utils";

/** Key figures of a document, in a small panel beside its title. */
export function HeadlineFigures({ label, figures }: { label: string; figures: { id: string; value: string; label: string }[] }) {
  return (
    <div className="rounded-xl border border-border bg-surface/80 backdrop-blur-sm print:border-0 print:bg-transparent">
      <p className="border-b border-border px-5 py-3 font-mono text-xs font-medium tracking-[0.12em] text-subtle uppercase print:hidden">
        {label}
      </p>
      <dl className="grid grid-cols-2">
        {figures.map((figure, index) => (
          <div
            key={figure.id}
            className={cn("flex flex-col px-5 py-4", index % 2 === 0 && "border-r border-border", index < 2 && "border-b border-border")}
          >
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="order-first font-mono text-2xl font-semibold tracking-tight text-foreground">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
