import type { MarketplaceModule } from "@/domain/catalog/catalog";
import { adapterGroupFacts, isAdapterGroup } from "@/domain/catalog/adapter-groups";
import { moduleIconKeywords, type ModuleIconKey } from "@/domain/catalog/module-icons";

export { moduleIconKeys, type ModuleIconKey } from "@/domain/catalog/module-icons";

/** The icon of one module id: a technology keyword in it, else its group's icon (the id's prefix). */
function iconOfId(id: string): ModuleIconKey | undefined {
  const haystack = id.toLowerCase();
  const rule = moduleIconKeywords.find((candidate) => candidate.keywords.some((keyword) => haystack.includes(keyword)));
  if (rule) return rule.icon;
  const group = id.includes("/") ? id.slice(0, id.indexOf("/")) : "";
  return isAdapterGroup(group) ? adapterGroupFacts[group].icon : undefined;
}

/**
 * The icon of a module. An integrator is drawn by the first technology it joins (the Stripe icon
 * for stripe-drizzle), so the grid shows what each piece is for; anything unknown gets a neutral module icon.
 */
export function moduleIconKey(module: { id: string; category: MarketplaceModule["category"]; group: string | readonly string[] }): ModuleIconKey {
  const subjects = module.category === "integrator" && Array.isArray(module.group) ? [...module.group, module.id] : [module.id];
  for (const subject of subjects) {
    const icon = iconOfId(subject);
    if (icon) return icon;
  }
  return "module";
}
