import { describe, expect, it } from "vitest";
import { folderSummary, projectOutline } from "./project-files";

describe("folderSummary", () => {
  const files = ["src/app/page.tsx", "src/app/api/route.ts", "src/lib/db.ts", "src/middleware.ts", "tests/a.test.ts", "vitest.config.ts", "Dockerfile"];

  it("counts each folder's files, those of its subfolders included, down to the depth", () => {
    expect(folderSummary(files).folders).toEqual([
      { path: "src", name: "src", depth: 0, files: 4 },
      { path: "src/app", name: "app", depth: 1, files: 2 },
      { path: "src/lib", name: "lib", depth: 1, files: 1 },
      { path: "tests", name: "tests", depth: 0, files: 1 },
    ]);
  });

  it("keeps the files at the root apart and the total whole", () => {
    expect(folderSummary(files)).toMatchObject({ rootFiles: 2, total: 7 });
  });

  it("folds deeper folders into their ancestor at the depth", () => {
    expect(folderSummary(files, 1).folders.map((folder) => folder.path)).toEqual(["src", "tests"]);
  });
});

describe("projectOutline", () => {
  it("opens only src below the top level", () => {
    const files = ["src/app/page.tsx", "tests/unit/a.test.ts", "tests/e2e/b.spec.ts", "README.md"];
    expect(projectOutline(files).folders.map((folder) => folder.path)).toEqual(["src", "src/app", "tests"]);
    expect(projectOutline(files)).toMatchObject({ rootFiles: 1, total: 4 });
  });
});
