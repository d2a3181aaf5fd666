import type { APIRoute, InferGetStaticPropsType } from "astro";
import { llmsTxt } from "@/features/agents/llms-txt";
import { localeStaticPaths } from "@/i18n/static-paths";

/** /llms.txt and /fr/llms.txt: where coding agents find the Markdown versions of the site's pages. */
export const getStaticPaths = localeStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(llmsTxt(props.locale), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
