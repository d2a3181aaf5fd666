import { adapterGroups, type AdapterGroup } from "./catalog-ids";
import type { GenomeCapability } from "./genome-capabilities";
import type { ModuleIconKey } from "./module-icons";

export interface AdapterGroupFacts {
  /** The icon of its adapters (and of integrators that join it first). */
  icon: ModuleIconKey;
  /** What it gives a genome, when it is one of the capabilities a genome page lists. */
  capability: GenomeCapability | null;
}

/** One row per adapter group of the catalogue: the compiler asks for a row when a group appears. */
export const adapterGroupFacts: Readonly<Record<AdapterGroup, AdapterGroupFacts>> = {
  auth: { icon: "auth", capability: "auth" },
  blockchain: { icon: "web3", capability: "web3" },
  content: { icon: "i18n", capability: "i18n" },
  database: { icon: "database", capability: "database" },
  deployment: { icon: "container", capability: "docker" },
  email: { icon: "email", capability: "email" },
  framework: { icon: "framework", capability: null },
  observability: { icon: "monitoring", capability: "monitoring" },
  payment: { icon: "payments", capability: "payments" },
  state: { icon: "state", capability: null },
  testing: { icon: "testing", capability: null },
  ui: { icon: "ui", capability: null },
  tooling: { icon: "tooling", capability: null },
};

export function isAdapterGroup(value: string): value is AdapterGroup {
  return (adapterGroups as readonly string[]).includes(value);
}
