/** What the CLI needs and what it generates for. */
export interface Requirement {
  id: "node" | "package-manager" | "git";
  name: string;
  version: string;
}

export const requirements = [
  { id: "node", name: "Node.js", version: "18+" },
  { id: "package-manager", name: "npm / pnpm", version: "9+ / 8+" },
  { id: "git", name: "Git", version: "2+" },
] as const satisfies readonly Requirement[];

export const operatingSystemIds = ["macos", "linux", "windows-wsl2"] as const;
export type OperatingSystemId = (typeof operatingSystemIds)[number];

export interface SupportedStack {
  id: string;
  name: string;
  version: string | null;
}

export const supportedStacks = [
  { id: "nextjs", name: "Next.js", version: "14+" },
  { id: "react", name: "React", version: "18+" },
  { id: "typescript", name: "TypeScript", version: "5+" },
  { id: "tailwind", name: "Tailwind CSS", version: null },
] as const satisfies readonly SupportedStack[];
