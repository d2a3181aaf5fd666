import { describe, expect, it } from "vitest";
import { findTestOnlyExports, readRepository } from "./test-only-exports";

const names = (files: Record<string, string>) =>
  findTestOnlyExports(new Map(Object.entries(files))).map(({ file, name, usedInside }) => `${file} ${name}${usedInside ? " inside" : ""}`);

describe("test-only exports", () => {
  it("finds an export only tests import, and says whether its module uses it", () => {
    const files = {
      "src/lib/a.ts": "export const shown = 1;\nexport function step() { return 2; }\nexport const total = step() + 1;\nexport const spare = 3;",
      "src/lib/a.test.ts": 'import { step, spare } from "./a";',
      "src/pages/index.astro": '---\nimport { shown, total } from "@/lib/a";\n---\n<p>{shown}{total}</p>',
    };
    expect(names(files)).toEqual(["src/lib/a.ts spare", "src/lib/a.ts step inside"]);
  });

  it("follows aliases, barrels, namespaces, dynamic imports and <script> tags", () => {
    const files = {
      "src/lib/a.ts": "export const viaBarrel = 1;\nexport const viaNamespace = 2;\nexport const viaDynamic = 3;\nexport const viaScript = 4;\nexport const testOnly = 5;",
      "src/lib/index.ts": 'export { viaBarrel as renamed, testOnly } from "./a";',
      "src/lib/b.ts": 'import { renamed } from "@/lib";\nimport * as a from "./a.js";\nexport const b = [renamed, a.viaNamespace, (await import("./a")).viaDynamic];',
      "src/pages/index.astro": '<p>hi</p>\n<script>\nimport { viaScript } from "../lib/a";\nconsole.log(viaScript);\n</script>',
      "tests/e2e/a.spec.ts": 'import { testOnly } from "../../src/lib";',
    };
    expect(names(files)).toEqual(["src/lib/a.ts testOnly", "src/lib/index.ts testOnly"]);
  });

  it("counts a module the page loads by URL as wholly used", () => {
    const files = {
      "src/lib/lazy.ts": "export function wire() {}",
      "src/lib/entry.ts": "export default function directive() {}",
      "src/pages/index.astro": '<script>\nimport url from "@/lib/lazy?lazy-url";\n</script>',
      "integrations/directive.mjs": 'export const entrypoint = new URL("../src/lib/entry.ts", import.meta.url);',
      "src/lib/lazy.test.ts": 'import { wire } from "./lazy";\nimport directive from "./entry";',
    };
    expect(names(files)).toEqual([]);
  });

  it("leaves test scaffolding and unimported exports alone", () => {
    const files = { "src/test/helper.ts": "export const help = 1;", "src/lib/c.test.ts": 'import { help } from "@/test/helper";', "src/lib/d.ts": "export const unused = 1;" };
    expect(names(files)).toEqual([]);
  });
});

/**
 * Exports only tests import that stay exported, by why (issue 38). A new one fails this test: move
 * a test helper under src/test/, delete dead code, or test the step through its module's public
 * function; only if that would check less, add it here under its reason.
 */
const ALLOWED: { why: string; exports: Record<string, string[]> }[] = [
  {
    why: "The repository checks' own judgement: their tests run it on fixtures, ESLint and this test on the repository.",
    exports: {
      "scripts/lint/layers.mjs": ["violation"],
      "scripts/lint/test-only-exports.ts": ["findTestOnlyExports", "readRepository"],
    },
  },
  {
    why: "A build step Astro or Vite runs inside a build (or a bench script inside its run): its test calls it on a string or a folder instead of building.",
    exports: {
      "integrations/island-chunks-plugin.mjs": ["islandChunkOf"],
      "integrations/island-preloads.mjs": ["addIslandPreloads", "addScriptPreloads", "staticImportsOf"],
      "integrations/pagefind-integration.mjs": ["buildSearchIndex", "pageUrl", "separateWords"],
      "scripts/lib/interaction-table.ts": ["median"],
    },
  },
  {
    why: "A cva look and its config: variants.test.ts checks that every combination is one conflict-free class list (STYLE: repeated looks are cva variants).",
    exports: {
      "src/components/icons/module-logo-parts.ts": ["moduleLogoVariantConfig"],
      "src/components/ui/badge.tsx": ["badgeVariantConfig"],
      "src/components/ui/button.tsx": ["buttonVariantConfig"],
      "src/components/ui/card.tsx": ["cardVariantConfig"],
      "src/components/ui/cta-band.tsx": ["ctaBandActionsVariantConfig", "ctaBandActionsVariants", "ctaBandDescriptionVariantConfig", "ctaBandDescriptionVariants", "ctaBandTitleVariantConfig", "ctaBandTitleVariants", "ctaBandVariantConfig", "ctaBandVariants"],
      "src/components/ui/icon-tile.tsx": ["iconTileVariantConfig", "iconTileVariants"],
      "src/components/ui/input.tsx": ["inputVariantConfig"],
      "src/components/ui/page-hero.tsx": ["pageHeroContentVariantConfig", "pageHeroContentVariants", "pageHeroDescriptionVariantConfig", "pageHeroDescriptionVariants", "pageHeroTitleVariantConfig", "pageHeroTitleVariants"],
      "src/components/ui/textarea.tsx": ["textareaVariantConfig", "textareaVariants"],
      "src/features/compose/ui/choice-card.ts": ["choiceCardVariantConfig"],
    },
  },
  {
    why: "A value the test times, sizes, names or walks its cases by, so it follows the product's value instead of copying it.",
    exports: {
      "integrations/island-preloads.mjs": ["PRELOADS_ATTRIBUTE"],
      "integrations/pagefind-integration.mjs": ["BUNDLE_DIR"],
      "src/components/icons/brand-marks.ts": ["LOGO_FOREGROUND", "LOGO_SURFACE"],
      "src/components/layout/behaviours/current-section-links.ts": ["READING_LINE_MARGIN"],
      "src/domain/catalog/module-icons.ts": ["moduleIconKeys"],
      "src/domain/catalog/module-logos.ts": ["brandSlugs"],
      "src/domain/cli/package.ts": ["CLI_BINARIES"],
      "src/domain/cli/usage.ts": ["OPTIONS_PLACEHOLDER", "SUBCOMMAND_PLACEHOLDER"],
      "src/domain/content/roadmap.ts": ["milestones"],
      "src/domain/docs/docs-status.ts": ["DOCS_STATUS"],
      "src/domain/site/page-paths.ts": ["pageNames"],
      "src/features/agents/catalog-json.ts": ["CATALOG_JSON_SCHEMA_VERSION"],
      "src/features/contact/contact-dialog.tsx": ["CONTACT_FIELDS"],
      "src/features/demo-request/demo-request-form.tsx": ["DEMO_REQUEST_FIELDS"],
      "src/features/demo/demo-handover.ts": ["QUEUED_ATTRIBUTE"],
      "src/features/docs/behaviours/package-manager-tabs.ts": ["PACKAGE_MANAGER_KEY"],
      "src/features/search/search-hits.ts": ["MAX_SECTIONS"],
      "src/features/search/use-site-search.ts": ["SEARCH_DELAY_MS"],
      "src/features/waitlist/waitlist-form.tsx": ["WAITLIST_FIELDS"],
      "src/lib/data-retention.ts": ["DEFAULT_RETENTION_DAYS"],
      "src/lib/mark-colour.ts": ["NON_TEXT_CONTRAST"],
      "src/lib/page-kind.ts": ["pageKinds"],
      "src/lib/pages.ts": ["notFoundPage"],
      "src/lib/routes.ts": ["indexablePagePaths"],
      "src/server/db/sqlite-rate-limiter.ts": ["RATE_LIMIT_FLUSH_MS"],
      "src/server/http/api-routes.ts": ["ROUTE_MODULES"],
      "src/server/site/site.ts": ["IMMUTABLE", "REVALIDATE"],
      "src/server/startup/discard-body.ts": ["DISCARD_LIMITS"],
    },
  },
  {
    why: "A type the test builds its fixtures with (store-rows.test-d.ts checks the rows against the schemas), or the error class it expects thrown; the module's own signatures use it.",
    exports: {
      "src/components/layout/behaviours/chrome-on-interaction.ts": ["SiteChrome"],
      "src/components/layout/behaviours/open-search.ts": ["HydrateSearchDialog"],
      "src/domain/cli/new-phases.ts": ["NewPhase"],
      "src/domain/content/roadmap.ts": ["Milestone"],
      "src/domain/genome/genome-code.ts": ["GenomeFile"],
      "src/domain/genome/resolve-order.ts": ["DependencyNode", "GenomeResolutionError"],
      "src/features/marketplace/marketplace-groups.ts": ["GroupableEntry"],
      "src/server/context.ts": ["ApiConfig", "RouteLimit"],
      "src/server/db/store.ts": ["ContactRow", "DemoRequestRow", "Engine", "FeedbackRow", "WaitlistRow"],
    },
  },
  {
    why: "A seam: the public function reads fixed inputs (the recorded runs, process.env, the process-wide context, a live database, the page's locale); the test hands it its own.",
    exports: {
      "src/domain/cli/cli-run-results.ts": ["moduleResultFrom", "summarizeRun", "templateResultFrom"],
      "src/env.ts": ["parseEnv"],
      "src/i18n/locale-context.tsx": ["LocaleProvider"],
      "src/server/context.ts": ["installServerContext"],
      "src/server/db/pg-store.ts": ["openPostgres", "repairPostgresSequence"],
      "src/server/maintenance/retention.ts": ["retentionCutoff"],
    },
  },
  {
    why: "A pure step tested case by case, whose public function wraps it in a request, a file tree, the DOM, React state or a generated file: the same cases through the wrapper would each need a fixture.",
    exports: {
      "src/domain/cli/usage.ts": ["subcommandFullUsage"],
      "src/domain/genome/genome-code.ts": ["genomeFile", "genomeFileModuleId"],
      "src/domain/genome/project-files.ts": ["folderSummary"],
      "src/domain/genome/resolve-composition.ts": ["resolutionChanges"],
      "src/domain/genome/single-choice-groups.ts": ["singleChoiceGroups"],
      "src/features/demo/template-matching.ts": ["tokenize"],
      "src/features/forms/retry-after.ts": ["retryDelay"],
      "src/features/marketplace/filter-marketplace.ts": ["matchesQuery"],
      "src/features/search/search-combobox.tsx": ["nextActiveIndex"],
      "src/features/search/search-hits.ts": ["pageSnippet", "sectionAnchor", "siteUrl"],
      "src/features/search/search-ranking.ts": ["nameKey", "pageNames"],
      "src/features/search/search-snippet.ts": ["markWord"],
      "src/lib/mark-colour.ts": ["contrastRatio", "relativeLuminance"],
      "src/server/site/site.ts": ["cacheControlFor"],
      "src/server/site/static-files.ts": ["urlPathOf"],
    },
  },
];

describe("the repository", () => {
  it("exports nothing only tests import, but the allowed", () => {
    const found = findTestOnlyExports(readRepository(process.cwd())).map(({ file, name }) => `${file} ${name}`);
    const allowed = ALLOWED.flatMap(({ exports }) => Object.entries(exports).flatMap(([file, names]) => names.map((name) => `${file} ${name}`)));
    expect(found.sort()).toEqual(allowed.sort());
  });
});
