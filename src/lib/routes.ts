import { genomeIds } from "@/data/catalog";

/** Every page of the site, as a path without a locale prefix. The proxy answers 404 for anything else. */
export const staticPagePaths = [
  "/",
  "/cli",
  "/marketplace",
  "/solutions",
  "/philosophy",
  "/team",
  "/for-teams",
  "/lightpaper",
  "/lightpaper-test",
  "/whitepaper",
] as const;

export const genomePagePaths: readonly string[] = genomeIds.map((id) => `/solutions/${id}`);

export const allPagePaths: readonly string[] = [...staticPagePaths, ...genomePagePaths];

/** Pages kept out of search engines: the brief's component test bench. */
export const noindexPagePaths: readonly string[] = ["/lightpaper-test"];

export const indexablePagePaths: readonly string[] = allPagePaths.filter((path) => !noindexPagePaths.includes(path));

const knownPaths = new Set<string>(allPagePaths);

/** Normalises a trailing slash away so `/cli/` and `/cli` are the same page. */
export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith("/")) return path.replace(/\/+$/, "") || "/";
  return path;
}

export function isKnownPagePath(path: string): boolean {
  return knownPaths.has(normalizePath(path));
}
