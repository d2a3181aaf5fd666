/** Product milestones. Titles and descriptions live in the documents' content. */
export type MilestoneStatus = "live" | "planned";

export interface Milestone {
  id: string;
  status: MilestoneStatus;
  /** A released version, or the quarter a milestone is planned for. */
  when: { version: string } | { quarter: 1 | 2 | 3 | 4; year: number };
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
  { id: "v1", status: "live", when: { version: "1.0" } },
  { id: "enterprise", status: "planned", when: { quarter: 2, year: 2025 } },
  { id: "ai-creation", status: "planned", when: { quarter: 3, year: 2025 } },
  { id: "design-to-code", status: "planned", when: { quarter: 1, year: 2026 } },
  { id: "cms-i18n", status: "planned", when: { quarter: 2, year: 2026 } },
  { id: "devops-analytics", status: "planned", when: { quarter: 3, year: 2026 } },
  { id: "ai-project-management", status: "planned", when: { quarter: 4, year: 2026 } },
] as const satisfies readonly (Milestone & { id: MilestoneId })[];
