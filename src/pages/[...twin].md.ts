import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { markdownTwinRoutes, renderMarkdownTwin } from "@/features/agents/page-markdown";

/**
 * The Markdown twin of every page the registry gives one, in every locale, at the page's URL plus
 * `.md`: /lightpaper.md, /fr/solutions/blog-app.md, /marketplace/database/drizzle.md.
 */
export const getStaticPaths = (() =>
  markdownTwinRoutes().map(({ urlPath, locale, twin }) => ({
    params: { twin: urlPath.slice(1, -".md".length) },
    props: { locale, twin },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(renderMarkdownTwin(props.twin, props.locale), { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
