import { describe, expect, it } from "vitest";
import { cliCommandProblems } from "./command-check";
import { newCommand } from "./new-command";

describe("newCommand", () => {
  it("writes `new` with the genome after --genome, and a project name only when given", () => {
    expect(newCommand({ genome: "saas-starter.genome.ts" })).toBe("architech new --genome saas-starter.genome.ts");
    expect(newCommand({ genome: "blog", projectName: "my-blog" })).toBe("architech new my-blog --genome blog");
    expect(cliCommandProblems(newCommand({ genome: "{file}" }))).toEqual([]);
  });
});
