/** A row of key figures under a document's title. */
export function HeadlineFigures({ label, figures }: { label: string; figures: { id: string; value: string; label: string }[] }) {
  return (
    <dl aria-label={label} className="flex flex-wrap gap-x-10 gap-y-4">
      {figures.map((figure) => (
        <div key={figure.id} className="flex flex-col">
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="order-first font-mono text-2xl font-semibold tracking-tight text-foreground">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
