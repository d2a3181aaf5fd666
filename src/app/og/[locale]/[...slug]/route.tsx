import { notFound } from "next/navigation";
import { isLocale, locales } from "@/i18n/routing";
import { ogImagePath, pathFromOgSlug } from "@/lib/seo/og-path";
import { getPageSeo, seoPaths } from "@/lib/seo/page-seo";
import { renderOgImage } from "@/lib/seo/og-image";

// Every preview image is rendered once, at build time.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    seoPaths.map((path) => ({ locale, slug: ogImagePath(locale, path).split("/").slice(3) })),
  );
}

export function GET(_request: Request, { params }: RouteContext<"/og/[locale]/[...slug]">) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const seo = getPageSeo(locale, pathFromOgSlug(slug));
  return renderOgImage(seo);
}
