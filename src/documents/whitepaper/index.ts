import type { Locale } from "@/i18n/routing";
import { catalogFacts } from "@/domain/catalog/catalog-facts";
import { whitepaperEn } from "./en";
import { whitepaperFr } from "./fr";
import type { WhitepaperContent, WhitepaperContentFactory } from "./types";

const factories: Record<Locale, WhitepaperContentFactory> = { en: whitepaperEn, fr: whitepaperFr };

/** The white paper in a locale, with its figures counted from the catalogue. */
export function getWhitepaper(locale: Locale): WhitepaperContent {
  return factories[locale](catalogFacts());
}
