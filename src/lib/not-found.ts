/**
 * The not-found page is built once per locale at this path (`/not-found`, `/fr/not-found`); the server
 * answers it, with status 404, for every unknown URL. It is never linked to.
 */
export const NOT_FOUND_SEGMENT = "not-found";
export const NOT_FOUND_PATH = `/${NOT_FOUND_SEGMENT}`;
