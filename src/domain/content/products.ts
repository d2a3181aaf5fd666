/**
 * The three products and whether each can be used today: what the home page's product cards say,
 * and what the product brief's roadmap reads to tell a shipped milestone from one in progress.
 */
export type ProductAvailability = "available" | "coming-soon";

export const productIds = ["cli", "teams", "builder"] as const;
export type ProductId = (typeof productIds)[number];

export const productAvailability = {
  cli: "available",
  teams: "available",
  builder: "coming-soon",
} as const satisfies Record<ProductId, ProductAvailability>;
