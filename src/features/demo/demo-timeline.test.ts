import { describe, expect, it } from "vitest";
import { availableTabs, moduleStepState, settledAt, stepStates, visibleLineCount } from "./demo-timeline";
import { addedFiles, fileTree } from "./project-structure";

describe("demo timeline", () => {
  it("shows the tabs at 0, 800, 1500 and 2000 ms", () => {
    expect(availableTabs(0)).toEqual(["technologies"]);
    expect(availableTabs(799)).toEqual(["technologies"]);
    expect(availableTabs(800)).toEqual(["technologies", "blueprint"]);
    expect(availableTabs(1499)).toEqual(["technologies", "blueprint"]);
    expect(availableTabs(1500)).toEqual(["technologies", "blueprint", "structure"]);
    expect(availableTabs(2000)).toEqual(["technologies", "blueprint", "structure", "preview"]);
  });

  it("reveals one blueprint line every 50 ms from 800 ms, or all at once under reduced motion", () => {
    expect(visibleLineCount(799, 100)).toBe(0);
    expect(visibleLineCount(800, 100)).toBe(1);
    expect(visibleLineCount(849, 100)).toBe(1);
    expect(visibleLineCount(850, 100)).toBe(2);
    expect(visibleLineCount(100_000, 100)).toBe(100);
    expect(visibleLineCount(800, 100, true)).toBe(100);
    expect(settledAt(100)).toBe(800 + 99 * 50);
    expect(settledAt(3)).toBe(2000);
    expect(settledAt(100, true)).toBe(2000);
  });

  it("walks the steps idea -> adapters -> blueprint -> code -> complete", () => {
    expect(Object.values(stepStates(null))).toEqual(["pending", "pending", "pending", "pending", "pending"]);
    expect(stepStates(0)).toEqual({ idea: "done", adapters: "current", blueprint: "pending", code: "pending", complete: "pending" });
    expect(stepStates(900)).toEqual({ idea: "done", adapters: "done", blueprint: "current", code: "pending", complete: "pending" });
    expect(stepStates(1600)).toEqual({ idea: "done", adapters: "done", blueprint: "done", code: "current", complete: "pending" });
    expect(Object.values(stepStates(2000))).toEqual(["done", "done", "done", "done", "done"]);
  });

  it("applies the framework first, then auth, database and UI, one after the other", () => {
    expect(moduleStepState("framework", null)).toBe("waiting");
    expect(moduleStepState("framework", 100)).toBe("working");
    expect(moduleStepState("auth", 100)).toBe("waiting");
    expect(moduleStepState("framework", 600)).toBe("done");
    expect(moduleStepState("database", 1200)).toBe("working");
    expect(moduleStepState("ui", 1999)).toBe("working");
    expect(moduleStepState("ui", 2000)).toBe("done");
  });
});

describe("project structure", () => {
  it("keeps the files a run wrote that a run of the framework alone does not, as a tree, folders first", () => {
    const files = addedFiles(["Dockerfile", "package.json", "src/app/page.tsx", "src/lib/db/index.ts", "src/middleware.ts"], ["package.json", "src/app/page.tsx"]);
    expect(files).toEqual(["Dockerfile", "src/lib/db/index.ts", "src/middleware.ts"]);
    expect(fileTree(files).map((line) => `${"  ".repeat(line.depth)}${line.name}${line.directory ? "/" : ""}`)).toEqual([
      "src/",
      "  lib/",
      "    db/",
      "      index.ts",
      "  middleware.ts",
      "Dockerfile",
    ]);
  });
});
