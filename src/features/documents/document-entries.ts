import { getEntry } from "astro:content";
import type { DocumentContents } from "@/content/documents/contents";
import { lightpaperContent, type LightpaperContent } from "@/content/documents/lightpaper/content";
import { whitepaperContent, type WhitepaperContent } from "@/content/documents/whitepaper/content";
import type { Locale } from "@/i18n/routing";

/*
 * The documents' content collections (src/content.config.ts), read by pages and endpoints only:
 * astro:content exists inside Astro's build, not in unit tests, which read the same files through
 * src/test/documents.ts.
 */

export async function loadLightpaper(locale: Locale): Promise<LightpaperContent> {
  const entry = await getEntry("lightpaper", locale);
  if (!entry) throw new Error(`No product brief in ${locale}: src/content/documents/lightpaper/${locale}.md`);
  return lightpaperContent(entry.data, locale);
}

export async function loadWhitepaper(locale: Locale): Promise<WhitepaperContent> {
  const entry = await getEntry("whitepaper", locale);
  if (!entry) throw new Error(`No white paper in ${locale}: src/content/documents/whitepaper/${locale}.md`);
  return whitepaperContent(entry, locale);
}

export async function loadDocuments(locale: Locale): Promise<DocumentContents> {
  const [lightpaper, whitepaper] = await Promise.all([loadLightpaper(locale), loadWhitepaper(locale)]);
  return { lightpaper, whitepaper };
}
