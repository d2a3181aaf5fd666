import { productAvailability, type ProductAvailability, type ProductId } from "./products";

/** Product milestones. Titles and descriptions live in the documents' content. */
export type MilestoneStatus = "shipped" | "in-progress" | "planned";

export const milestoneStatuses = ["shipped", "in-progress", "planned"] as const satisfies readonly MilestoneStatus[];

export type MilestoneDate = { version: string } | { quarter: 1 | 2 | 3 | 4; year: number };

export interface Milestone {
  id: string;
  /** The product the milestone delivers, when it is one of the home page's: its availability says whether it shipped. */
  product?: ProductId;
  /** A released version, or the quarter the milestone was planned for. */
  when: MilestoneDate;
}

export const milestoneIds = [
  "v1",
  "enterprise",
  "ai-creation",
  "design-to-code",
  "cms-i18n",
  "devops-analytics",
  "ai-project-management",
] as const;
export type MilestoneId = (typeof milestoneIds)[number];

export const milestones = [
  { id: "v1", product: "cli", when: { version: "1.0" } },
  { id: "enterprise", product: "teams", when: { quarter: 2, year: 2025 } },
  { id: "ai-creation", product: "builder", when: { quarter: 3, year: 2025 } },
  { id: "design-to-code", when: { quarter: 1, year: 2026 } },
  { id: "cms-i18n", when: { quarter: 2, year: 2026 } },
  { id: "devops-analytics", when: { quarter: 3, year: 2026 } },
  { id: "ai-project-management", when: { quarter: 4, year: 2026 } },
] as const satisfies readonly (Milestone & { id: MilestoneId })[];

/** A milestone as the roadmap shows it on a given day. */
export interface RoadmapEntry {
  id: MilestoneId;
  status: MilestoneStatus;
  /** Its version, or its quarter while that quarter is still to come; null once a planned quarter has passed. */
  when: MilestoneDate | null;
}

/** The first instant after a quarter, in UTC. */
function quarterEnd({ quarter, year }: { quarter: number; year: number }): Date {
  return new Date(Date.UTC(year, quarter * 3, 1));
}

/**
 * The roadmap on the day `now` (the build's day on the site): a milestone whose product the home
 * page offers is shipped, one whose product is coming soon is in progress, any other is planned. A
 * quarter is shown only while it has not ended and the milestone has not shipped, so no past
 * quarter ever reads as a plan.
 */
export function roadmapAt(
  now: Date,
  list: readonly (Milestone & { id: MilestoneId })[] = milestones,
  availability: Readonly<Record<ProductId, ProductAvailability>> = productAvailability,
): RoadmapEntry[] {
  return list.map((milestone) => {
    const status: MilestoneStatus = !milestone.product
      ? "planned"
      : availability[milestone.product] === "available"
        ? "shipped"
        : "in-progress";
    const { when } = milestone;
    const shown = "version" in when || (status !== "shipped" && quarterEnd(when) > now) ? when : null;
    return { id: milestone.id, status, when: shown };
  });
}
