import type { Resolution } from "./composition";

/**
 * A genome's one module count: every module its file installs, split into the adapters it chooses
 * (picked, or required by a picked one) and the integrators the resolution wires in because every
 * module they connect is present. The cards, genome pages, composer, demo and terminals all show this.
 */
export interface ModuleCount {
  total: number;
  chosen: number;
  wired: number;
}

export function moduleCountOf(resolution: Resolution): ModuleCount {
  const wired = resolution.modules.filter((module) => module.reason.kind === "wires").length;
  return { total: resolution.modules.length, chosen: resolution.modules.length - wired, wired };
}
