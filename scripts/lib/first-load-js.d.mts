export function firstLoadJs(baseUrl: string, path: string, cache?: Map<string, number>): Promise<{ bytes: number; scripts: number }>;
