/** The site's icons, as the page head, the web manifest and the Organization data refer to them. */
export const SITE_ICON = { src: "/icon.svg", type: "image/svg+xml", sizes: "any" } as const;

/** The tab icon, rendered at build time from the SVG icon (./favicon.ts says why it is not the SVG). */
export const FAVICON = { src: "/favicon.png", type: "image/png", sizes: "32x32", size: 32 } as const;

/** The home-screen icon, rendered at build time from the same mark as the SVG icon. */
export const APPLE_ICON = { src: "/apple-icon.png", type: "image/png", sizes: "180x180", size: 180 } as const;

/** The dark background every page and icon sits on. */
export const THEME_COLOR = "#08090b";
