import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const PAGES = join(process.cwd(), "src/pages");
const SRC = join(process.cwd(), "src");

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith(".astro") ? [join(dir, entry.name)] : [],
  );
}

/** Every `<Component ... client:interaction` of the pages, with the module its page imports it from. */
function interactionIslands(): { page: string; component: string; module: string }[] {
  return astroFiles(PAGES).flatMap((page) => {
    const source = readFileSync(page, "utf8");
    return [...source.matchAll(/<(\w+)\b[^>]*\bclient:interaction\b/g)].map(([, component]) => {
      const from = new RegExp(`import \\{[^}]*\\b${component}\\b[^}]*\\} from "@/([^"]+)"`).exec(source)?.[1];
      return { page: page.slice(PAGES.length + 1), component: component!, module: from ? join(SRC, `${from}.tsx`) : "" };
    });
  });
}

describe("islands hydrated on interaction", () => {
  const islands = interactionIslands();

  it("are found on the pages that have them", () => {
    expect(islands.map((island) => island.component).sort()).toEqual(expect.arrayContaining(["ContactDialog", "GenomeComposer", "SearchPage", "WaitlistForm"]));
  });

  // The directive replays held input only when the island's root reports its commit: without it, a click made early would never count.
  it.each(islands.map((island) => [island.component, island]))("%s reports its hydration's commit (useIslandCommitted)", (_name, island) => {
    expect(island.module, `${island.page} imports ${island.component} from a module of src/`).not.toBe("");
    expect(readFileSync(island.module, "utf8")).toMatch(/\buseIslandCommitted(<[^>]*>)?\(/);
  });
});
