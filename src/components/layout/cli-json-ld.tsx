import { getPageSeo } from "@/lib/seo/page-seo";
import { softwareApplicationJsonLd } from "@/lib/seo/structured-data";
import { localizePath } from "@/i18n/locale-path";
import { absoluteUrl } from "@/lib/site-config";
import type { Locale } from "@/i18n/routing";
import { docsPagePath } from "@/domain/docs/docs-nav";
import { JsonLd } from "./json-ld";
import { route } from "@/domain/site/page-paths";

/** SoftwareApplication data for the CLI, described with the /cli page's own description, installed as the installation page says. */
export function CliJsonLd({ locale }: { locale: Locale }) {
  const { description } = getPageSeo(locale, route("cli"));
  return <JsonLd data={softwareApplicationJsonLd({ description, url: absoluteUrl(localizePath(route("cli"), locale)), inLanguage: locale, installUrl: absoluteUrl(localizePath(docsPagePath("start/installation"), locale)) })} />;
}
