import { CLI_PACKAGE } from "@/domain/cli/package";
import { describe, expect, it } from "vitest";
import { packageManagerVariants } from "./package-managers";

describe("package manager variants", () => {
  it("writes a global install for each package manager", () => {
    expect(packageManagerVariants(`npm install -g ${CLI_PACKAGE} tsx`)).toEqual({
      npm: `npm install -g ${CLI_PACKAGE} tsx`,
      pnpm: `pnpm add -g ${CLI_PACKAGE} tsx`,
      yarn: `yarn global add ${CLI_PACKAGE} tsx`,
      bun: `bun add -g ${CLI_PACKAGE} tsx`,
    });
  });

  it("translates each step of a chained line and keeps the others", () => {
    expect(packageManagerVariants("cd saas-starter && npm install")?.pnpm).toBe("cd saas-starter && pnpm install");
    expect(packageManagerVariants("npm install && npm run build")?.yarn).toBe("yarn install && yarn run build");
    expect(packageManagerVariants("npx astro check")?.bun).toBe("bunx astro check");
  });

  it("leaves a block alone when it runs no package manager, or an npm command it does not know", () => {
    expect(packageManagerVariants("architech new --genome saas.genome.ts")).toBeNull();
    expect(packageManagerVariants("npm cache clean --force")).toBeNull();
  });
});
