import { moduleRecords } from "@/domain/catalog/catalog-records";
import type { MarketplaceModule } from "@/domain/catalog/catalog";

export const FRAMEWORK_ID = "framework/nextjs";

function record(id: string): MarketplaceModule {
  const found = moduleRecords.find((module) => module.id === id);
  if (!found) throw new Error(`No catalogue module ${id}`);
  return found;
}

/**
 * The smallest genome that runs one module: the framework, the module, what it depends on and,
 * for an integrator, the modules it wires (with theirs), in catalogue order with the framework
 * first. The CLI's own order rules are the writer's (src/domain/genome/genome-code.ts).
 */
export function minimalGenomeModules(id: string): string[] {
  const needed = new Set<string>([FRAMEWORK_ID]);
  const visit = (moduleId: string): void => {
    if (needed.has(moduleId) && moduleId !== id) return;
    needed.add(moduleId);
    const module = record(moduleId);
    const group = module.category === "integrator" ? module.group : [];
    for (const dependency of [...module.dependencies, ...group]) visit(dependency);
  };
  visit(id);
  return [FRAMEWORK_ID, ...moduleRecords.map((module) => module.id).filter((moduleId) => moduleId !== FRAMEWORK_ID && needed.has(moduleId))];
}

/** The modules a template's failing modules take down with them: each one, and every module that needs one. */
export function withDependents(failing: readonly string[]): Set<string> {
  const out = new Set(failing);
  let grew = true;
  while (grew) {
    grew = false;
    for (const module of moduleRecords) {
      if (out.has(module.id)) continue;
      const needs = [...module.dependencies, ...(module.category === "integrator" ? module.group : [])];
      if (needs.some((id) => out.has(id))) {
        out.add(module.id);
        grew = true;
      }
    }
  }
  return out;
}

/** The integrators that wire a module to the framework alone (`better-auth-nextjs-integration` for auth/better-auth). */
export function frameworkIntegrators(id: string): string[] {
  return moduleRecords
    .filter((module) => module.category === "integrator" && (module.group as readonly string[]).includes(id) && module.group.every((member) => member === id || member === FRAMEWORK_ID))
    .map((module) => module.id);
}
