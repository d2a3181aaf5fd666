/**
 * Has the browser fetch these modules now, for the import that follows: without this it finds a
 * chunk's imports only once the chunk has come and been parsed, a round trip for each level of imports.
 */
export function preloadModules(doc: Document, urls: readonly string[]): void {
  for (const url of urls) {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    doc.head.append(link);
  }
}
