import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { locales } from "@/i18n/routing";
import { documentPages } from "@/lib/pages";
import { ogImageSlug } from "@/lib/seo/og-path";
import { getPageSeo } from "@/lib/seo/page-seo";
import { renderOgImage } from "@/lib/seo/og-image";

/** One preview image per page and locale, rendered at build time: /og/en/cli.png, /og/fr/home.png. */
export const getStaticPaths = (() =>
  locales.flatMap((locale) =>
    documentPages.map((page) => ({ params: { slug: ogImageSlug(locale, page.path) }, props: { locale, path: page.path } })),
  )) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(await renderOgImage(getPageSeo(props.locale, props.path)), { headers: { "Content-Type": "image/png" } });
