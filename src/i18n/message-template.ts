/**
 * Labels that name one module ("Details of {name}") are resolved on the server once, with the
 * placeholder itself as the value, and filled in the island: the browser gets one string per label
 * instead of one per module, and never an ICU formatter.
 */
export function placeholder(name: string): string {
  return `{${name}}`;
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
