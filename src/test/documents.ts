import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import type { z } from "astro/zod";
import type { Locale } from "@/i18n/routing";
import type { DocumentContents } from "@/content/documents/contents";
import { lightpaperContent } from "@/content/documents/lightpaper/content";
import { lightpaperSchema, type LightpaperSource } from "@/content/documents/lightpaper/schema";
import { whitepaperContent } from "@/content/documents/whitepaper/content";
import { whitepaperSchema, type WhitepaperSource } from "@/content/documents/whitepaper/schema";

/**
 * The documents' collection entries for unit tests, which run outside Astro and so without
 * astro:content: each file is read, its frontmatter parsed with js-yaml (the parser Astro's glob()
 * loader uses for Markdown) and validated by the collection's schema (src/content.config.ts).
 */
function readEntry<S extends z.ZodTypeAny>(document: "lightpaper" | "whitepaper", locale: Locale, schema: S): { data: z.infer<S>; body: string } {
  const file = new URL(`../content/documents/${document}/${locale}.md`, import.meta.url);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(file, "utf8"));
  if (!match) throw new Error(`${file.pathname} has no frontmatter`);
  return { data: schema.parse(load(match[1]!)), body: match[2]! };
}

export function lightpaperEntry(locale: Locale): { data: LightpaperSource; body: string } {
  return readEntry("lightpaper", locale, lightpaperSchema);
}

export function whitepaperEntry(locale: Locale): { data: WhitepaperSource; body: string } {
  return readEntry("whitepaper", locale, whitepaperSchema);
}

/** Both documents of a locale as the pages render them, figures counted from the catalogue. */
export function documentContents(locale: Locale): DocumentContents {
  return { lightpaper: lightpaperContent(lightpaperEntry(locale).data, locale), whitepaper: whitepaperContent(whitepaperEntry(locale), locale) };
}
