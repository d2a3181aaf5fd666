import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { catalogFacts } from "@/domain/genome/catalog-facts";

/** The headline figures under the product brief's title, counted from the catalogue. */
export function lightpaperFigures(labels: LightpaperContent["figures"]) {
  const facts = catalogFacts();
  return [
    { id: "modules", value: `${facts.moduleCount}`, label: labels.modules },
    { id: "genomes", value: `${facts.genomeCount}`, label: labels.genomes },
    { id: "adapters", value: `${facts.adapterCount}`, label: labels.adapters },
    { id: "integrators", value: `${facts.integratorCount}`, label: labels.integrators },
  ];
}
