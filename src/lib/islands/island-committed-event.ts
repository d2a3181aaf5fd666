/**
 * Dispatched on an island's element (`astro-island`, or `[data-island]` for a root the page
 * hydrates itself) once React has committed its hydration. A module of its own: the directive that
 * listens for it is inlined into the page, and importing ./island-committed.ts would inline React with it.
 */
export const ISLAND_COMMITTED_EVENT = "island:committed";
