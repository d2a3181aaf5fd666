export const PRELOADS_ATTRIBUTE: string;
export function staticImportsOf(code: string): string[];
export function moduleGraph(entries: readonly string[], importsOf: (fileName: string) => readonly string[]): string[];
export function addIslandPreloads(html: string, graphOf: (url: string) => readonly string[]): string;
export function addScriptPreloads(html: string, graphOf: (url: string) => readonly string[]): string;
export function writeIslandPreloads(siteDir: string, assetsDir: string): Promise<number>;
