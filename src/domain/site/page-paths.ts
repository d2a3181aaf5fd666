/**
 * The paths of the site's fixed pages, without locale prefix: the one place they are written. The
 * page registry (src/lib/pages.ts) lists them, and every link to one goes through `route`, so a page that
 * does not exist is a type error rather than a 404 an end-to-end test finds. Catalogue and docs pages
 * are built by `modulePath`, `genomePath` and `docsPagePath`.
 */
const pagePaths = {
  home: "/",
  cli: "/cli",
  marketplace: "/marketplace",
  compose: "/compose",
  solutions: "/solutions",
  philosophy: "/philosophy",
  team: "/team",
  forTeams: "/for-teams",
  lightpaper: "/lightpaper",
  lightpaperTest: "/lightpaper-test",
  whitepaper: "/whitepaper",
  privacy: "/privacy",
  docs: "/docs",
  search: "/search",
} as const;

export type PageName = keyof typeof pagePaths;
export const pageNames = Object.keys(pagePaths) as PageName[];
export type Route = (typeof pagePaths)[PageName];

/** The path of a fixed page: `route("cli")` is `/cli`. */
export function route(name: PageName): Route {
  return pagePaths[name];
}
