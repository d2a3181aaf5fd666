import { getModule } from "@/domain/catalog/catalog";
import { cn } from "@/lib/utils";
import { resolveLayers } from "@/domain/genome/resolve-order";
import { cardVariants } from "@/components/ui/card";

/** The order the engine runs a genome's modules in, computed from the catalogue at build time. */
export function ResolutionPlan({ moduleIds, layerLabel }: { moduleIds: readonly string[]; layerLabel: (index: number) => string }) {
  const layers = resolveLayers(moduleIds);
  return (
    <ol className="grid gap-3">
      {layers.map((layer, index) => (
        <li key={layer.join()} data-print-keep className={cardVariants({ padding: "sm" })}>
          <p className="font-mono text-xs font-medium tracking-[0.12em] text-subtle uppercase">{layerLabel(index + 1)}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {layer.map((id) => {
              const integrator = getModule(id)?.category === "integrator";
              return (
                <li
                  key={id}
                  className={cn(
                    "rounded-md border px-2.5 py-1 font-mono text-xs",
                    integrator ? "border-primary/40 bg-primary/10 text-primary-text" : "border-border-strong bg-surface-raised text-foreground",
                  )}
                >
                  {id}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
