import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI_DOCUMENTED_STATE, documentedStateCommit, documentedStateDate, documentedStateParts } from "./documented-state";

const facts = readFileSync(new URL("../../../facts/CLI-FACTS.md", import.meta.url), "utf8");

describe("the documented state", () => {
  it("is state B of the facts (R3): the CLI, the marketplace and the types at the commits and dates §8 gives", () => {
    expect(facts).toContain(
      "R3 = cli@0ff82950, 2025-10-02, with\nmarketplace@cdc304e, 2025-10-01, v1.9.1, and types@dbb834a, 2025-10-01, v1.10.0",
    );
    expect(CLI_DOCUMENTED_STATE).toMatchObject({ source: "R3", commit: CLI_DOCUMENTED_STATE.cli.commit, date: CLI_DOCUMENTED_STATE.cli.date });
    expect(documentedStateParts.map(documentedStateCommit).join(" + ")).toBe("cli@0ff82950 + marketplace@cdc304e + types@dbb834a");
    expect(documentedStateCommit("types")).toBe("types@dbb834a");
  });

  it("writes its dates in the reader's language, kept on one line", () => {
    expect(documentedStateDate("en")).toBe("October\u00a02,\u00a02025");
    expect(documentedStateDate("fr")).toBe("2\u00a0octobre\u00a02025");
    expect(documentedStateDate("en", "marketplace")).toBe("October\u00a01,\u00a02025");
    expect(documentedStateDate("fr", "types")).toBe("1\u00a0octobre\u00a02025");
  });
});
