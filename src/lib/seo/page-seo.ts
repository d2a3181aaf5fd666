import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getLightpaper } from "@/content/lightpaper";
import { getWhitepaper } from "@/content/whitepaper";
import { genomeIds } from "@/data/catalog";
import { catalogStats } from "@/data/catalog-derived";
import { getCatalogCopy } from "@/features/catalog/catalog-copy";
import { buildPageMetadata, type PageSeo } from "./page-metadata";

type SeoResolver = (locale: Locale) => Promise<PageSeo>;

/** Pages whose title and description are `metaTitle` / `metaDescription` of one message namespace. */
function fromNamespace(
  namespace: "Landing" | "Philosophy" | "Team" | "ForTeams" | "LightpaperTest" | "Cli",
  options: { index?: boolean } = {},
): SeoResolver {
  return async (locale) => {
    const t = await getTranslations({ locale, namespace });
    return { title: t("metaTitle"), description: t("metaDescription"), ...options };
  };
}

/** The long documents keep their copy in typed content modules rather than messages. */
function fromDocument(load: (locale: Locale) => { metaTitle: string; metaDescription: string }): SeoResolver {
  return async (locale) => {
    const { metaTitle, metaDescription } = load(locale);
    return { title: metaTitle, description: metaDescription };
  };
}

function marketplaceSeo(): SeoResolver {
  return async (locale) => {
    const t = await getTranslations({ locale, namespace: "Marketplace" });
    return { title: t("metaTitle"), description: t("metaDescription", { total: String(catalogStats.totalModules) }) };
  };
}

function solutionsSeo(): SeoResolver {
  return async (locale) => {
    const t = await getTranslations({ locale, namespace: "Solutions" });
    return { title: t("metaTitle"), description: t("metaDescription", { count: String(catalogStats.genomes) }) };
  };
}

function genomeSeo(id: string): SeoResolver {
  return async (locale) => {
    const [t, copy] = await Promise.all([getTranslations({ locale, namespace: "SolutionPage" }), getCatalogCopy(locale)]);
    return { title: t("metaTitle", { name: copy.genome(id, "name") }), description: copy.genome(id, "description") };
  };
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
  "/marketplace": marketplaceSeo(),
  "/solutions": solutionsSeo(),
  ...Object.fromEntries(genomeIds.map((id) => [`/solutions/${id}`, genomeSeo(id)])),
};

export const seoPaths: readonly string[] = Object.keys(resolvers);

export async function getPageSeo(locale: Locale, path: string): Promise<PageSeo> {
  const resolve = resolvers[path];
  if (!resolve) throw new Error(`No title and description registered for ${path}`);
  return resolve(locale);
}

/** generateMetadata of a page, from the registry. */
export async function pageMetadata(locale: Locale, path: string, options?: { absoluteTitle?: boolean }) {
  return buildPageMetadata(locale, path, await getPageSeo(locale, path), options);
}
