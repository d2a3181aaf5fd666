import type { GenomeId } from "@/domain/catalog/catalog";

/** The project name of an empty composition. */
export const DEFAULT_PROJECT_NAME = "my-app";

/** A start point's project name: the template's id, or the default for an empty composition. */
export function defaultProjectName(from: GenomeId | null): string {
  return from ?? DEFAULT_PROJECT_NAME;
}

/**
 * The CLI creates a directory and a package.json named after the project, so the name follows
 * npm's rules for a new package: lower-case letters, digits and dashes, 214 characters at most,
 * starting with a letter or a digit.
 */
export function isValidProjectName(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,213}$/.test(name);
}
