import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { lightpaperSchema } from "./content/documents/lightpaper/schema";
import { whitepaperSchema } from "./content/documents/whitepaper/schema";
import { docsPageSchema } from "./content/docs/schema";

/**
 * The long documents, one Markdown file per language (`en.md`, `fr.md`: the entry's id is its
 * locale). Their frontmatter is checked against these schemas when the site is built; the
 * white paper's body is its running text (src/content/documents/whitepaper/paper-body.ts).
 * The documentation is one Markdown file per page and language: `docs/<group>/<page>.md` in
 * English, `fr/docs/<group>/<page>.md` in French (the entry's id is that path without `.md`).
 */
export const collections = {
  lightpaper: defineCollection({
    loader: glob({ base: "./src/content/documents/lightpaper", pattern: "*.md" }),
    schema: lightpaperSchema,
  }),
  whitepaper: defineCollection({
    loader: glob({ base: "./src/content/documents/whitepaper", pattern: "*.md" }),
    schema: whitepaperSchema,
  }),
  docs: defineCollection({
    loader: glob({ base: "./src/content/docs", pattern: "**/*.md" }),
    schema: docsPageSchema,
  }),
};
