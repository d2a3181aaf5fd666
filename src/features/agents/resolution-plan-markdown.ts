import { resolveLayers } from "@/domain/genome/resolve-order";
import { bulletList, code, termItem } from "./markdown";

/** The order the engine runs a genome in, one line per layer: what the documents' ResolutionPlan draws. */
export function resolutionPlanList(moduleIds: readonly string[], layerLabel: (index: number) => string): string {
  return bulletList(resolveLayers(moduleIds).map((layer, index) => termItem(layerLabel(index + 1), layer.map(code).join(", "))));
}
