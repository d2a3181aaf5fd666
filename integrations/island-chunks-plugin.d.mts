import type { Plugin } from "vite";
export function islandChunkOf(id: string): string | null;
export function islandChunks(): Plugin;
