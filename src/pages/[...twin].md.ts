import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { locales } from "@/i18n/routing";
import { loadDocuments } from "@/features/documents/document-entries";
import { loadDocsSources } from "@/features/docs/docs-entries";
import { markdownTwinRoutes, renderMarkdownTwin } from "@/features/agents/page-markdown";

/**
 * The Markdown twin of every page the registry gives one, in every locale, at the page's URL plus
 * `.md`: /lightpaper.md, /fr/solutions/blog-app.md, /marketplace/database/drizzle.md,
 * /docs/reference/cli/new.md. The long documents and the docs are read from their collections
 * once per locale, here, rather than once per twin.
 */
export const getStaticPaths = (async () => {
  const documents = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await loadDocuments(locale)] as const)));
  const docs = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await loadDocsSources(locale)] as const)));
  return markdownTwinRoutes().map(({ urlPath, locale, twin }) => ({
    params: { twin: urlPath.slice(1, -".md".length) },
    props: { locale, twin, documents: documents[locale]!, docs: docs[locale]! },
  }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(renderMarkdownTwin(props.twin, props.locale, props.documents, props.docs), { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
