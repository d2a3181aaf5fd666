import type { AstroIntegration } from "astro";

export const BUNDLE_DIR: string;
export function separateWords(html: string): string;
export function pageUrl(relative: string): string;
export function buildSearchIndex(siteDir: string): Promise<{ files: number }>;
export function searchIndex(): AstroIntegration;
