/**
 * What the CLI needs and what it generates for, as the CLI's own documentation and code state it
 * (facts/CLI-FACTS.md, section 6): a version appears only where one is stated.
 */
export interface Requirement {
  id: "node" | "package-manager" | "git";
  name: string;
  version: string | null;
}

export const requirements = [
  // The documentation asks for Node 18 or later (the package itself accepts 16).
  { id: "node", name: "Node.js", version: "18+" },
  { id: "package-manager", name: "npm / yarn / pnpm / bun", version: null },
  // For installing from source and for `analyze`, which clones a repository.
  { id: "git", name: "Git", version: null },
] as const satisfies readonly Requirement[];

/** No platform matrix is published; the CLI runs its commands through cmd.exe on Windows and a POSIX shell elsewhere. */
export const operatingSystemIds = ["macos", "linux", "windows"] as const;
export type OperatingSystemId = (typeof operatingSystemIds)[number];

export interface SupportedStack {
  id: string;
  name: string;
  version: string | null;
}

/** The stack the genome templates generate; the modules set the versions, so none is promised here. */
export const supportedStacks = [
  { id: "nextjs", name: "Next.js", version: null },
  { id: "react", name: "React", version: null },
  { id: "typescript", name: "TypeScript", version: null },
  { id: "tailwind", name: "Tailwind CSS", version: null },
] as const satisfies readonly SupportedStack[];
