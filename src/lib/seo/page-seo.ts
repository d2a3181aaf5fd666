import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { buildPageMetadata, type PageSeo } from "./page-metadata";

type SeoResolver = (locale: Locale) => Promise<PageSeo>;

/** Pages whose title and description are `metaTitle` / `metaDescription` of one message namespace. */
function fromNamespace(namespace: "Philosophy" | "Landing"): SeoResolver {
  return async (locale) => {
    const t = await getTranslations({ locale, namespace });
    return { title: t("metaTitle"), description: t("metaDescription") };
  };
}

/** The one registry of every page's title and description, read by pages, preview images and the sitemap. */
const resolvers: Record<string, SeoResolver> = {
  "/": fromNamespace("Landing"),
  "/philosophy": fromNamespace("Philosophy"),
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
