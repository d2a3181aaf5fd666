/**
 * The landing page's in-page links (section-links.tsx, and the phone menu's in mobile-nav.tsx),
 * which behaviours/current-section-links.ts marks as the reader scrolls. A module of its own: the
 * landing page's script imports it, and no other script may.
 */
export const SECTION_LINK = "data-section-link";
