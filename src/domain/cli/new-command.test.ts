import { describe, expect, it } from "vitest";
import { cliCommandProblems } from "@/test/command-check";
import { installAfterNew, newCommand } from "./new-command";

describe("newCommand", () => {
  it("writes `new` with the genome file as its one argument, as state B takes it", () => {
    expect(newCommand({ genome: "saas-starter.genome.ts" })).toBe("architech new saas-starter.genome.ts");
    expect(cliCommandProblems(newCommand({ genome: "{file}" }))).toEqual([]);
    expect(cliCommandProblems(newCommand({ genome: "saas-starter.genome.ts" }), { working: true })).toEqual([]);
  });

  it("leaves the install to its user, with --legacy-peer-deps where the recorded run needed it", () => {
    expect(installAfterNew("saas-starter")).toBe("cd saas-starter && npm install");
    expect(installAfterNew("saas-starter", { legacyPeerDeps: true })).toBe("cd saas-starter && npm install --legacy-peer-deps");
  });
});
