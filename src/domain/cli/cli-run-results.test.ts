import { describe, expect, it } from "vitest";
import runsJson from "../../../facts/cli-runs.json" with { type: "json" };
import type { CliModuleRun, CliRunRecord, CliRunsFile, CliTemplateRun } from "./cli-runs";
import { catalogModuleId } from "@/domain/genome/genome-code";
import {
  moduleResultFrom,
  moduleRunResult,
  runDate,
  runStamp,
  summarizeRun,
  templateResultFrom,
  templateRunResult,
} from "./cli-run-results";
import { genomeIds, moduleIds } from "@/domain/catalog/catalog";

const recorded = runsJson as unknown as CliRunsFile;

/** The catalogue's module ids and template ids that the file holds no run of (the coverage test wants none). */
function missingRuns(file: Pick<CliRunsFile, "modules" | "templates"> = recorded): { modules: string[]; templates: string[] } {
  return {
    modules: moduleIds.filter((id) => !(id in file.modules)),
    templates: genomeIds.filter((id) => !(id in file.templates)),
  };
}

function record(overrides: Partial<CliRunRecord>): CliRunRecord {
  return { modules: ["framework/nextjs"], exitCode: 0, firstError: null, applied: ["framework/nextjs"], files: [], seconds: 1, ...overrides };
}

function moduleRun(overrides: Partial<CliModuleRun>): CliModuleRun {
  return { ...record(overrides), moduleFiles: [], ...overrides };
}

const SHADCN_ERROR = "error: unknown option '--src-dir'";

/** A file with the framework, Drizzle (which generates), shadcn/ui (which fails) and an integrator that needs it. */
const file: Pick<CliRunsFile, "modules" | "templates"> = {
  modules: {
    "framework/nextjs": moduleRun({ files: ["package.json", "src/app/page.tsx"] }),
    "database/drizzle": moduleRun({
      modules: ["framework/nextjs", "database/drizzle"],
      applied: ["framework/nextjs", "database/drizzle"],
      files: ["drizzle.config.ts", "package.json", "src/app/page.tsx"],
      moduleFiles: ["package.json", "drizzle.config.ts"],
    }),
    "ui/shadcn-ui": moduleRun({ modules: ["framework/nextjs", "ui/shadcn-ui"], exitCode: 1, firstError: SHADCN_ERROR, applied: ["framework/nextjs"], files: ["package.json"] }),
    "shadcn-nextjs-integration": moduleRun({
      modules: ["framework/nextjs", "ui/shadcn-ui", "integrations/shadcn-nextjs-integration"],
      exitCode: 1,
      firstError: SHADCN_ERROR,
      applied: ["framework/nextjs"],
    }),
    "ui/tailwind": moduleRun({ modules: ["framework/nextjs", "ui/tailwind"], applied: ["framework/nextjs"], moduleFiles: ["x.ts"] }),
    // Zustand itself is applied, then the integrator its genome carries stops the run.
    "state/zustand": moduleRun({
      modules: ["framework/nextjs", "state/zustand", "integrations/zustand-nextjs-integration"],
      exitCode: 1,
      firstError: "❌ Module integrations/zustand-nextjs-integration execution failed",
      applied: ["framework/nextjs", "state/zustand"],
      moduleFiles: ["src/lib/state/index.ts", "package.json"],
    }),
    "zustand-nextjs-integration": moduleRun({ modules: ["framework/nextjs", "state/zustand", "zustand-nextjs-integration"], exitCode: 1, firstError: "Template file not found" }),
  },
  templates: {
    "saas-starter": {
      ...record({ modules: ["framework/nextjs", "ui/shadcn-ui", "database/drizzle"], exitCode: 1, firstError: SHADCN_ERROR, applied: ["framework/nextjs"] }),
      variant: {
        ...record({ modules: ["framework/nextjs", "database/drizzle"], applied: ["framework/nextjs", "database/drizzle"], files: ["./b.ts", "./a.ts"] }),
        omitted: ["ui/shadcn-ui"],
      },
    } satisfies CliTemplateRun,
    "blog-app": { ...record({}), variant: null },
    "ecommerce-app": {
      ...record({ exitCode: 1, firstError: SHADCN_ERROR }),
      variant: { ...record({ exitCode: 1, firstError: "Template file not found" }), omitted: ["ui/shadcn-ui"] },
    },
  },
};

describe("facts/cli-runs.json", () => {
  // The coverage rule: every catalogue module and every template has its recorded run.
  it("holds a run of every catalogue module and every template", () => {
    expect(missingRuns()).toEqual({ modules: [], templates: [] });
    expect(Object.keys(recorded.modules).sort()).toEqual([...moduleIds].sort());
    expect(Object.keys(recorded.templates).sort()).toEqual([...genomeIds].sort());
  });

  it("is dated and names the three commits of state B", () => {
    const stamp = runStamp();
    expect(stamp.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stamp.cli.commit.startsWith("0ff82950")).toBe(true);
    expect(stamp.marketplace.commit.startsWith("cdc304e")).toBe(true);
    expect(stamp.types.commit.startsWith("dbb834a")).toBe(true);
  });

  it("gives every recorded module one outcome, with the CLI's error when it fails", () => {
    for (const id of Object.keys(recorded.modules).filter((key) => (moduleIds as readonly string[]).includes(key)) as (typeof moduleIds)[number][]) {
      const result = moduleRunResult(id);
      expect(["generates", "fails", "not-applied"]).toContain(result.outcome);
      if (result.outcome === "fails") expect(result.run?.firstError).toBe(recorded.modules[id]!.firstError);
    }
  });

  it("says what each recorded template's run made, or why not", () => {
    for (const id of genomeIds.filter((key) => key in recorded.templates)) {
      const result = templateRunResult(id);
      if (result.outcome === "generates") expect(result.made).toBe(result.run);
      else expect(result.run?.firstError).toBeTruthy();
    }
  });
});

describe("summarizeRun", () => {
  it("spells integrators and files as the catalogue and the project do", () => {
    expect(catalogModuleId("integrations/drizzle-nextjs-integration")).toBe("drizzle-nextjs-integration");
    expect(catalogModuleId("database/drizzle")).toBe("database/drizzle");
    expect(summarizeRun(record({ files: ["./src/app/page.tsx"] })).files).toEqual(["src/app/page.tsx"]);
    const run = summarizeRun(
      record({
        modules: ["framework/nextjs", "integrations/shadcn-nextjs-integration", "ui/shadcn-ui"],
        applied: ["framework/nextjs"],
        files: ["./src/b.ts", "./a.ts"],
        exitCode: 1,
        firstError: SHADCN_ERROR,
      }),
    );
    expect(run.modules).toEqual(["framework/nextjs", "shadcn-nextjs-integration", "ui/shadcn-ui"]);
    expect(run.notApplied).toEqual(["shadcn-nextjs-integration", "ui/shadcn-ui"]);
    expect(run.files).toEqual(["a.ts", "src/b.ts"]);
    expect(run.firstError).toBe(SHADCN_ERROR);
  });

  it("keeps no error for a run that exited 0", () => {
    expect(summarizeRun(record({ firstError: "warning text" })).firstError).toBeNull();
  });
});

describe("moduleResultFrom", () => {
  it("a module whose minimal genome exits 0 and is reported executed generates, with the files it added", () => {
    const result = moduleResultFrom(file, "database/drizzle");
    expect(result.outcome).toBe("generates");
    expect(result.files).toEqual(["drizzle.config.ts", "package.json"]);
    expect(result.failingDependencies).toEqual([]);
  });

  it("the framework's files are its whole run: create-next-app's project", () => {
    expect(moduleResultFrom(file, "framework/nextjs").files).toEqual(["package.json", "src/app/page.tsx"]);
  });

  it("a failing module keeps the CLI's first error as recorded, and no files", () => {
    const result = moduleResultFrom(file, "ui/shadcn-ui");
    expect(result.outcome).toBe("fails");
    expect(result.run?.firstError).toBe(SHADCN_ERROR);
    expect(result.run?.exitCode).toBe(1);
    expect(result.appliedItself).toBe(false);
    expect(result.files).toEqual([]);
  });

  it("a module applied before another module of its genome stopped the run fails, with the files it wrote first", () => {
    const result = moduleResultFrom(file, "state/zustand");
    expect(result.outcome).toBe("fails");
    expect(result.appliedItself).toBe(true);
    expect(result.files).toEqual(["package.json", "src/lib/state/index.ts"]);
    expect(result.failingDependencies).toEqual(["zustand-nextjs-integration"]);
  });

  it("names the modules of its genome that fail on their own", () => {
    expect(moduleResultFrom(file, "shadcn-nextjs-integration").failingDependencies).toEqual(["ui/shadcn-ui"]);
  });

  it("a run that exits 0 without applying the module says so", () => {
    const result = moduleResultFrom(file, "ui/tailwind");
    expect(result.outcome).toBe("not-applied");
    expect(result.files).toEqual([]);
  });

  it("a module the file holds no run of is not run, not a success", () => {
    expect(moduleResultFrom(file, "database/prisma")).toEqual({ id: "database/prisma", outcome: "not-run", run: null, appliedItself: false, files: [], failingDependencies: [] });
  });
});

describe("templateResultFrom", () => {
  it("a template that fails as a whole makes what its nearest working variant makes", () => {
    const result = templateResultFrom(file, "saas-starter");
    expect(result.outcome).toBe("fails");
    expect(result.run?.firstError).toBe(SHADCN_ERROR);
    expect(result.variant?.omitted).toEqual(["ui/shadcn-ui"]);
    expect(result.made).toBe(result.variant);
    expect(result.made?.files).toEqual(["a.ts", "b.ts"]);
  });

  it("a template that exits 0 makes its own run", () => {
    const result = templateResultFrom(file, "blog-app");
    expect(result.outcome).toBe("generates");
    expect(result.made).toBe(result.run);
    expect(result.variant).toBeNull();
  });

  it("a variant that fails too makes nothing", () => {
    const result = templateResultFrom(file, "ecommerce-app");
    expect(result.variant?.firstError).toBe("Template file not found");
    expect(result.made).toBeNull();
  });

  it("a template the file holds no run of is not run", () => {
    expect(templateResultFrom(file, "comprehensive-app").outcome).toBe("not-run");
  });

  it("the coverage check names what is missing", () => {
    expect(missingRuns(file).templates).toEqual(["comprehensive-app"]);
    expect(missingRuns(file).modules).toContain("database/prisma");
    expect(missingRuns(file).modules).not.toContain("ui/shadcn-ui");
  });
});

describe("runDate", () => {
  it("writes the day in the reader's language, on one line", () => {
    expect(runDate("2026-11-28", "en")).toBe("November\u00a028,\u00a02026");
    expect(runDate("2026-11-28", "fr")).toBe("28\u00a0novembre\u00a02026");
  });
});
