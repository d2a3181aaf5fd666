import { moduleIds, type ModuleId } from "@/domain/catalog/catalog";
import { productAvailability, type ProductAvailability, type ProductId } from "./products";

/** Product milestones. Titles and descriptions live in the documents' content. */
export type MilestoneStatus = "shipped" | "in-progress" | "planned";

export const milestoneStatuses = ["shipped", "in-progress", "planned"] as const satisfies readonly MilestoneStatus[];

/**
 * What a milestone delivers, where the site has data that says whether it is there: one of the home
 * page's products, or marketplace modules. A milestone with neither is planned. No milestone carries
 * a date: none was ever announced with a source, and a quarter typed here would only be a guess.
 */
export interface MilestoneSource {
  /** One of the home page's products: available means shipped, coming soon in progress. */
  product?: ProductId;
  /** Marketplace modules: all in the catalogue means shipped, some in progress. */
  modules?: readonly ModuleId[];
}

export const milestoneIds = [
  "v1",
  "enterprise",
  "i18n",
  "ai-creation",
  "design-to-code",
  "cms",
  "devops-analytics",
  "ai-project-management",
] as const;
export type MilestoneId = (typeof milestoneIds)[number];

export interface Milestone extends MilestoneSource {
  id: MilestoneId;
}

export const milestones = [
  { id: "v1", product: "cli" },
  { id: "enterprise", product: "teams" },
  // Translated routes are a marketplace module already: the roadmap reads the catalogue the marketplace shows.
  { id: "i18n", modules: ["content/next-intl"] },
  { id: "ai-creation", product: "builder" },
  { id: "design-to-code" },
  { id: "cms" },
  { id: "devops-analytics" },
  { id: "ai-project-management" },
] as const satisfies readonly Milestone[];

/** A milestone as the roadmap shows it. */
export interface RoadmapEntry {
  id: MilestoneId;
  status: MilestoneStatus;
}

/**
 * The status of each milestone, from the same data the rest of the site shows: a product's
 * availability on the home page (available: shipped, coming soon: in progress), or whether the
 * marketplace's catalogue holds the milestone's modules (all: shipped, some: in progress).
 */
export function roadmapEntries(
  list: readonly Milestone[] = milestones,
  availability: Readonly<Record<ProductId, ProductAvailability>> = productAvailability,
  catalogue: readonly string[] = moduleIds,
): RoadmapEntry[] {
  const inCatalogue = new Set(catalogue);
  return list.map((milestone) => {
    if (milestone.product) {
      return { id: milestone.id, status: availability[milestone.product] === "available" ? "shipped" : "in-progress" };
    }
    if (milestone.modules) {
      const present = milestone.modules.filter((id) => inCatalogue.has(id)).length;
      return { id: milestone.id, status: present === milestone.modules.length ? "shipped" : present > 0 ? "in-progress" : "planned" };
    }
    return { id: milestone.id, status: "planned" };
  });
}
