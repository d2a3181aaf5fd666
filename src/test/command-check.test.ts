import { describe, expect, it } from "vitest";
import { cliCommandProblems, cliMentionProblems, cliRunsIn } from "./command-check";

describe("cliCommandProblems", () => {
  it("accepts runs of state B's commands with their own flags and values, from either binary", () => {
    for (const run of [
      "architech new saas-starter.genome.ts",
      "architech new my-app.genome.ts --dry-run && cd my-app && npm install",
      "architech new -v saas-starter.genome.ts",
      "the-architech new saas-starter.genome.ts --quiet",
      "architech add auth/better-auth --path ./my-app --dry-run",
      "architech scale --strategy nx -a web,admin",
      "architech list-genomes --complexity simple",
      "architech marketplace search auth --limit 5",
      "architech mp install auth/better-auth -v 1.0.0 --force",
      "architech marketplace|mp [options] [command]",
      "architech new --help",
      "architech --version",
      "the-architech -V",
    ]) {
      expect(cliCommandProblems(run), run).toEqual([]);
    }
  });

  it("rejects what state B does not have", () => {
    const problems = (run: string) => cliCommandProblems(run).join("; ");
    expect(problems("architech new --genome saas-starter.genome.ts")).toMatch(/no --genome flag/);
    expect(problems("architech new my-app --genome blog")).toMatch(/no --genome flag/);
    expect(problems("architech new")).toMatch(/needs <genome-file>/);
    expect(problems("architech new a.genome.ts b.genome.ts")).toMatch(/takes 1 argument/);
    expect(problems("architech new saas-starter.genome.ts --force")).toMatch(/no --force flag/);
    expect(problems("architech list-genomes --complexity expert")).toMatch(/takes simple, intermediate, advanced/);
    expect(problems("architech scale --strategy turbo")).toMatch(/takes lerna, nx, rush, pnpm-workspaces/);
    expect(problems("architech marketplace remove x")).toMatch(/no subcommand remove/);
    expect(problems("architech mp install")).toMatch(/needs <featureId>/);
    expect(problems("architech analyze https://github.com/acme/app")).toMatch(/no command analyze/);
    expect(problems("architech config show")).toMatch(/no command config/);
    for (const name of ["generate saas-starter", "enhance --ai", "update --check", "create-module", "new-ts my-genome.ts"]) {
      expect(problems(`architech ${name}`), name).toMatch(/no command/);
    }
    expect(problems("architech --list")).toMatch(/no program option --list/);
    expect(problems("tsx architech new")).toMatch(/does not start with architech or the-architech/);
  });

  it("with `working`, also rejects a command that does not do its work at state B", () => {
    expect(cliCommandProblems("architech add email/resend", { working: true }).join()).toMatch(/add does not do its work.*V2 feature/);
    expect(cliCommandProblems("architech scale", { working: true }).join()).toMatch(/scale does not do its work/);
    expect(cliCommandProblems("architech mp featured", { working: true }).join()).toMatch(/temporarily disabled/);
    expect(cliCommandProblems("architech list-genomes", { working: true })).toEqual([]);
  });
});

describe("cliMentionProblems", () => {
  it("lets prose name a command without its arguments, and checks anything more as a run", () => {
    expect(cliMentionProblems("architech new")).toEqual([]);
    expect(cliMentionProblems("architech marketplace install")).toEqual([]);
    expect(cliMentionProblems("architech add", { working: true }).join()).toMatch(/does not do its work/);
    expect(cliMentionProblems("architech analyze").join()).toMatch(/no command analyze/);
    expect(cliMentionProblems("architech new --genome x").join()).toMatch(/no --genome flag/);
  });
});

describe("cliRunsIn", () => {
  it("finds each run of the CLI in prose, Markdown and page text, up to the first word that cannot be part of it", () => {
    expect(cliRunsIn("Run `architech new my-app.genome.ts --dry-run` first.")).toEqual(["architech new my-app.genome.ts --dry-run"]);
    expect(cliRunsIn("Add it with architech add database/drizzle.")).toEqual(["architech add database/drizzle"]);
    expect(cliRunsIn("$ architech new a.genome.ts Step 2 Install")).toEqual(["architech new a.genome.ts"]);
    expect(cliRunsIn("The Architech, @thearchitech.xyz/cli, @the-architech/marketplace and github.com/the-architech-xyz")).toEqual([]);
    expect(cliRunsIn("the-architech-xyz/cli and the-architech.dev")).toEqual(["the-architech"]);
    expect(cliRunsIn("Or the-architech new a.genome.ts, the other binary")).toEqual(["the-architech new a.genome.ts"]);
    expect(cliRunsIn("gives you the architech command.")).toEqual(["architech command"]);
    expect(cliRunsIn("Install architech, then")).toEqual(["architech"]);
    expect(cliRunsIn("To see them, run architech --help. then more")).toEqual(["architech --help"]);
    expect(cliRunsIn("lancez architech --help\u00a0: il liste")).toEqual(["architech --help"]);
  });
});
