/** The internal segment the proxy rewrites unknown paths to; it is never linked to. */
export const NOT_FOUND_SEGMENT = "not-found";
