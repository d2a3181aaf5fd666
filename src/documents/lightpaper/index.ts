import type { Locale } from "@/i18n/routing";
import { catalogFacts } from "@/domain/catalog/catalog-facts";
import { lightpaperEn } from "./en";
import { lightpaperFr } from "./fr";
import type { LightpaperContent, LightpaperContentFactory } from "./types";

const factories: Record<Locale, LightpaperContentFactory> = { en: lightpaperEn, fr: lightpaperFr };

/** The product brief in a locale, with its figures counted from the catalogue. */
export function getLightpaper(locale: Locale): LightpaperContent {
  return factories[locale](catalogFacts());
}
