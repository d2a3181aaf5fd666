/**
 * `npm run docs:index` (and every `npm run build`): writes src/domain/docs/docs-index.ts, the list
 * of documentation pages with their titles, descriptions and sidebar order read from the Markdown's
 * frontmatter, so the page registry, the navigation and the tests know the docs pages without
 * Astro's content layer (which exists only inside Astro).
 */
import { writeFileSync } from "node:fs";
import { docsIndexSource } from "../src/domain/docs/docs-index-source";
import { readDocsFiles } from "./lib/docs-files";

const target = "src/domain/docs/docs-index.ts";
writeFileSync(target, docsIndexSource(readDocsFiles()));
console.log(`${target} written`);
