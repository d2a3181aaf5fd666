import { describe, expect, it } from "vitest";
import { cliCommandProblems, cliRunsIn } from "./command-check";

describe("cliCommandProblems", () => {
  it("accepts runs of available commands with their own flags and values", () => {
    for (const run of [
      "architech new --genome saas-starter.genome.ts",
      "architech new my-app -g blog --dry-run",
      "architech new --genome my-app.genome.ts --dry-run && cd my-app && npm install",
      "architech list-genomes --complexity simple",
      "architech analyze https://github.com/acme/app -o app.genome.ts --format json",
      "architech config set defaultMarketplace ./marketplace --global",
      "architech config add-source --name team --type git --path ./genomes",
      "architech --version",
    ]) {
      expect(cliCommandProblems(run), run).toEqual([]);
    }
  });

  it("rejects what the CLI does not have, and runs of commands that do not work yet", () => {
    const problems = (run: string) => cliCommandProblems(run).join("; ");
    expect(problems("architech new saas-starter.genome.ts --force")).toMatch(/no --force flag/);
    expect(problems("architech new --genome")).toMatch(/--genome needs a value/);
    expect(problems("architech new a b --genome c")).toMatch(/takes 1 argument/);
    expect(problems("architech analyze")).toMatch(/needs <repo-url>/);
    expect(problems("architech analyze x --format yaml")).toMatch(/takes json, typescript/);
    expect(problems("architech config reset")).toMatch(/no subcommand reset/);
    expect(problems("architech config add-source --name team --path ./genomes")).toMatch(/needs --type/);
    expect(problems("architech create react-saas my-app")).toMatch(/no command create/);
    expect(problems("architech generate saas-starter")).toMatch(/planned/);
    expect(problems("architech update --check")).toMatch(/update --check is planned/);
    expect(problems("architech add email/resend")).toMatch(/in development/);
    expect(problems("tsx architech new")).toMatch(/does not start with architech/);
  });
});

describe("cliRunsIn", () => {
  it("finds each run of the CLI in prose, Markdown and page text, up to the first word that cannot be part of it", () => {
    expect(cliRunsIn("Run `architech new --genome my-app.genome.ts --dry-run` first.")).toEqual(["architech new --genome my-app.genome.ts --dry-run"]);
    expect(cliRunsIn("Add it with architech add database/drizzle.")).toEqual(["architech add database/drizzle"]);
    expect(cliRunsIn("$ architech new --genome a.genome.ts Step 2 Install")).toEqual(["architech new --genome a.genome.ts"]);
    expect(cliRunsIn("The Architech, @thearchitech.xyz/cli, the-architech and github.com/the-architech-xyz")).toEqual([]);
    expect(cliRunsIn("gives you the architech command.")).toEqual(["architech command"]);
    expect(cliRunsIn("Install architech, then")).toEqual(["architech"]);
    expect(cliRunsIn("To see them, run architech --help. then more")).toEqual(["architech --help"]);
    expect(cliRunsIn("lancez architech --help\u00a0: il liste")).toEqual(["architech --help"]);
  });
});
