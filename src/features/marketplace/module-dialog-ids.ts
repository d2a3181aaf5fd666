/** Ids that tie a module's server-rendered heading and summary to the lazily loaded dialog around them. */
export function moduleDialogTitleId(moduleId: string): string {
  return `module-title-${moduleId.replaceAll("/", "-")}`;
}

export function moduleDialogDescriptionId(moduleId: string): string {
  return `module-summary-${moduleId.replaceAll("/", "-")}`;
}
