/**
 * The same install or run command for each package manager the docs offer, written from the npm
 * one a page shows. Only the forms the docs use are translated; a block with any other npm
 * command stays as written, in npm alone, rather than guess another tool's spelling.
 */
export const packageManagers = ["npm", "pnpm", "yarn", "bun"] as const;
export type PackageManager = (typeof packageManagers)[number];

export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === "string" && (packageManagers as readonly string[]).includes(value);
}

type Translation = Record<Exclude<PackageManager, "npm">, (rest: string) => string>;

/** npm's commands and their equivalents, by the words after `npm`/`npx`; `rest` is what follows them. */
const forms: { pattern: RegExp; to: Translation }[] = [
  { pattern: /^npm install -g (\S.*)$/, to: { pnpm: (rest) => `pnpm add -g ${rest}`, yarn: (rest) => `yarn global add ${rest}`, bun: (rest) => `bun add -g ${rest}` } },
  { pattern: /^npm install()$/, to: { pnpm: () => "pnpm install", yarn: () => "yarn install", bun: () => "bun install" } },
  { pattern: /^npm install (\S.*)$/, to: { pnpm: (rest) => `pnpm add ${rest}`, yarn: (rest) => `yarn add ${rest}`, bun: (rest) => `bun add ${rest}` } },
  { pattern: /^npm run (\S.*)$/, to: { pnpm: (rest) => `pnpm run ${rest}`, yarn: (rest) => `yarn run ${rest}`, bun: (rest) => `bun run ${rest}` } },
  { pattern: /^npx (\S.*)$/, to: { pnpm: (rest) => `pnpm exec ${rest}`, yarn: (rest) => `yarn exec ${rest}`, bun: (rest) => `bunx ${rest}` } },
];

const SEPARATOR = " && ";

function translateStep(step: string, manager: Exclude<PackageManager, "npm">): string | null {
  if (!/^(npm|npx) /.test(step) && step !== "npm install") return step;
  for (const form of forms) {
    const match = form.pattern.exec(step);
    if (match) return form.to[manager](match[1] ?? "");
  }
  return null;
}

/** Whether a shell block calls npm, or runs a package with it, on any line: the blocks that get one tab per package manager. */
function runsPackageManager(code: string): boolean {
  return code.split("\n").some((line) => line.split(SEPARATOR).some((step) => /^(npm|npx)( |$)/.test(step.trim())));
}

/**
 * The block for each package manager, npm's as written; null when a line uses an npm command
 * this table does not know, so the block is shown once, as written.
 */
export function packageManagerVariants(code: string): Record<PackageManager, string> | null {
  if (!runsPackageManager(code)) return null;
  const variants: Partial<Record<PackageManager, string>> = { npm: code };
  for (const manager of ["pnpm", "yarn", "bun"] as const) {
    const lines: string[] = [];
    for (const line of code.split("\n")) {
      const steps = line.split(SEPARATOR).map((step) => translateStep(step, manager));
      if (steps.some((step) => step === null)) return null;
      lines.push(steps.join(SEPARATOR));
    }
    variants[manager] = lines.join("\n");
  }
  return variants as Record<PackageManager, string>;
}
