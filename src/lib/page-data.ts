/**
 * Data a page's own script reads from the page: JSON in a `<script type="application/json">`,
 * written at build time. `<` is escaped so no text in it can close the element.
 */
export function serializePageData(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Reads the JSON of the first element matching `selector` inside `root`. */
export function readPageData<T>(root: ParentNode, selector: string): T {
  const text = root.querySelector(selector)?.textContent;
  if (!text) throw new Error(`No page data at ${selector}`);
  return JSON.parse(text) as T;
}
