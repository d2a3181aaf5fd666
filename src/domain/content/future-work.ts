/** White-paper future-work items and how far along each is. */
export type FutureWorkStatus = "research" | "planning" | "conceptual";

export const futureWorkStatuses = ["research", "planning", "conceptual"] as const satisfies readonly FutureWorkStatus[];

export const futureWorkIds = ["signed-modules", "capability-resolution", "incremental-upgrades", "private-registries", "natural-language"] as const;
export type FutureWorkId = (typeof futureWorkIds)[number];

export const futureWork = [
  { id: "signed-modules", status: "research" },
  { id: "capability-resolution", status: "research" },
  { id: "incremental-upgrades", status: "planning" },
  { id: "private-registries", status: "planning" },
  { id: "natural-language", status: "conceptual" },
] as const satisfies readonly { id: FutureWorkId; status: FutureWorkStatus }[];
