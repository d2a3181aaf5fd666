/**
 * The documentation's sidebar groups, in reading order: a page's group is the folder it sits in
 * (src/content/docs/docs/<group>/…). Each group's name is `Docs.groups.<group>` in the messages.
 * A page at the folder's root (docs/status.md, at /docs/status) reads with the first group.
 */
export const docsGroups = ["start", "concepts", "reference", "authoring", "guides", "troubleshooting"] as const;
export type DocsGroup = (typeof docsGroups)[number];

export function isDocsGroup(value: string): value is DocsGroup {
  return (docsGroups as readonly string[]).includes(value);
}

/** The group a page's slug puts it in: its folder (`reference/cli/new` → reference), or the first group for a page at the root (`status`). */
export function docsGroupOfSlug(slug: string): string {
  return slug.includes("/") ? slug.slice(0, slug.indexOf("/")) : docsGroups[0];
}
