/**
 * Where the build writes the site search's bundle (integrations/pagefind-integration.mjs): Pagefind's
 * default folder, served from this origin like every built file.
 */
export const SEARCH_BUNDLE_PATH = "/pagefind/";

/** The search's entry module, imported by the browser when the visitor first searches. */
export const SEARCH_SCRIPT_PATH = `${SEARCH_BUNDLE_PATH}pagefind.js`;

/**
 * Pagefind runs its WebAssembly search in this worker. A dedicated worker obeys the CSP of its own
 * response, so only this file's answer allows compiling WebAssembly; pages keep `script-src 'self'`.
 */
export const SEARCH_WORKER_PATH = `${SEARCH_BUNDLE_PATH}pagefind-worker.js`;
