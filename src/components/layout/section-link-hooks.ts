/**
 * The landing page's in-page links (section-links.tsx, and the phone menu's in mobile-nav.tsx),
 * which behaviours/current-section-links.ts marks as the reader scrolls.
 */
export const SECTION_LINK = "data-section-link";
