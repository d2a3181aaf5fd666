/**
 * What building and running the documented state of the CLI took (facts/CLI-FACTS.md §8, R3): the
 * versions the runs used, not a promise of support. A version appears only where a run shows one.
 * No list of supported systems is published, so none is given.
 */
export interface Requirement {
  id: "node" | "npm" | "git" | "tsx";
  name: string;
  version: string | null;
}

export const requirements = [
  // The runs used Node 20; the CLI's package.json accepts >=16 and its guides asked for 18 or later.
  { id: "node", name: "Node.js", version: "20" },
  // The only package manager the build from source was run with.
  { id: "npm", name: "npm", version: null },
  // To clone the CLI, the marketplace and the types at their commits.
  { id: "git", name: "Git", version: null },
  // `new` runs every genome file with it.
  { id: "tsx", name: "tsx", version: "4" },
] as const satisfies readonly Requirement[];

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
