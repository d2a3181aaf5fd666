import type { APIRoute, InferGetStaticPropsType } from "astro";
import { llmsFullTxt } from "@/features/agents/docs-markdown";
import { loadDocsSources } from "@/features/docs/docs-entries";
import { docsPages } from "@/domain/docs/docs-nav";
import { localeStaticPaths } from "@/i18n/static-paths";

/** /llms-full.txt and /fr/llms-full.txt: every docs page of the language in one Markdown file, for coding agents. */
export const getStaticPaths = localeStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const sources = await loadDocsSources(props.locale);
  const pages = docsPages.map((page) => {
    const source = sources.get(page.slug);
    if (!source) throw new Error(`No documentation page ${page.slug} in ${props.locale}`);
    return { page, source };
  });
  return new Response(llmsFullTxt(props.locale, pages), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
