/**
 * The documentation's sidebar groups, in reading order: a page's group is the folder it sits in
 * (src/content/docs/docs/<group>/…). Each group's name is `Docs.groups.<group>` in the messages.
 */
export const docsGroups = ["start", "concepts", "reference", "authoring", "guides", "troubleshooting"] as const;
export type DocsGroup = (typeof docsGroups)[number];

export function isDocsGroup(value: string): value is DocsGroup {
  return (docsGroups as readonly string[]).includes(value);
}
