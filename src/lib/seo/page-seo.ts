import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { getLightpaper } from "@/content/lightpaper";
import { getWhitepaper } from "@/content/whitepaper";
import { genomeIds } from "@/data/catalog";
import { catalogStats } from "@/data/catalog-derived";
import { getCatalogCopy } from "@/features/catalog/catalog-copy";
import { NOT_FOUND_PATH } from "@/lib/not-found";

export interface PageSeo {
  title: string;
  description: string;
  /** Pages that must stay out of search results (test pages, the 404). */
  index?: boolean;
}

type SeoResolver = (locale: Locale) => PageSeo;

/** Pages whose title and description are `metaTitle` / `metaDescription` of one message namespace. */
function fromNamespace(
  namespace: "Landing" | "Philosophy" | "Team" | "ForTeams" | "LightpaperTest" | "Cli",
  options: { index?: boolean } = {},
): SeoResolver {
  return (locale) => {
    const t = getTranslator(locale, namespace);
    return { title: t("metaTitle"), description: t("metaDescription"), ...options };
  };
}

/** The long documents keep their copy in typed content modules rather than messages. */
function fromDocument(load: (locale: Locale) => { metaTitle: string; metaDescription: string }): SeoResolver {
  return (locale) => {
    const { metaTitle, metaDescription } = load(locale);
    return { title: metaTitle, description: metaDescription };
  };
}

function marketplaceSeo(locale: Locale): PageSeo {
  const t = getTranslator(locale, "Marketplace");
  return { title: t("metaTitle"), description: t("metaDescription", { total: String(catalogStats.totalModules) }) };
}

function solutionsSeo(locale: Locale): PageSeo {
  const t = getTranslator(locale, "Solutions");
  return { title: t("metaTitle"), description: t("metaDescription", { count: String(catalogStats.genomes) }) };
}

function genomeSeo(id: string): SeoResolver {
  return (locale) => {
    const t = getTranslator(locale, "SolutionPage");
    const copy = getCatalogCopy(locale);
    return { title: t("metaTitle", { name: copy.genome(id, "name") }), description: copy.genome(id, "description") };
  };
}

function notFoundSeo(locale: Locale): PageSeo {
  const t = getTranslator(locale, "NotFound");
  return { title: t("metaTitle"), description: t("message"), index: false };
}

/** The one registry of every page's title and description, read by pages, preview images and the sitemap. */
const resolvers: Record<string, SeoResolver> = {
  "/": fromNamespace("Landing"),
  "/philosophy": fromNamespace("Philosophy"),
  "/team": fromNamespace("Team"),
  "/for-teams": fromNamespace("ForTeams"),
  "/lightpaper": fromDocument(getLightpaper),
  "/whitepaper": fromDocument(getWhitepaper),
  "/lightpaper-test": fromNamespace("LightpaperTest", { index: false }),
  "/cli": fromNamespace("Cli"),
  "/marketplace": marketplaceSeo,
  "/solutions": solutionsSeo,
  ...Object.fromEntries(genomeIds.map((id) => [`/solutions/${id}`, genomeSeo(id)])),
};

export const seoPaths: readonly string[] = Object.keys(resolvers);

export function getPageSeo(locale: Locale, path: string): PageSeo {
  if (path === NOT_FOUND_PATH) return notFoundSeo(locale);
  const resolve = resolvers[path];
  if (!resolve) throw new Error(`No title and description registered for ${path}`);
  return resolve(locale);
}
