/**
 * What a genome page says a template covers, in display order, with the template tags that also
 * stand for each capability. The adapter groups that provide one are in adapter-groups.ts.
 */
export const genomeCapabilityTags = {
  auth: ["authentication"],
  payments: ["payments"],
  database: [],
  email: [],
  dashboard: ["dashboard"],
  cart: ["cart"],
  cms: ["cms", "blog"],
  seo: ["seo"],
  i18n: [],
  monitoring: [],
  web3: [],
  docker: [],
} as const satisfies Record<string, readonly string[]>;

export type GenomeCapability = keyof typeof genomeCapabilityTags;
export const genomeCapabilities = Object.keys(genomeCapabilityTags) as GenomeCapability[];
