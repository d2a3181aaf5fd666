import type { ESLint } from "eslint";

export function isTestCode(relativeFile: string): boolean;
export function resolveSpecifier(specifier: string, file: string, root: string): string | null;
export function violation(source: string, target: string): string | null;
export const structurePlugin: ESLint.Plugin;
