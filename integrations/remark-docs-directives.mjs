/** The callouts the docs write as `:::note`, `:::tip` or `:::caution[Title]` … `:::`. */
export const CALLOUT_KINDS = ["note", "tip", "caution"];

/**
 * Where a page takes a part written from the site's data rather than by hand, as a line of its
 * own: `::cli-arguments` (its command's arguments, flags and subcommands, from the CLI table),
 * `::template-genomes` (each template's genome file), `::module-index` (every module page).
 */
export const DOCS_SLOTS = ["cli-arguments", "template-genomes", "module-index"];

/**
 * The word a fence's info string may carry after its language (```sh npm-only) for a block whose
 * steps were run with npm alone: it keeps the block out of the package-manager tabs, which would
 * otherwise offer pnpm, yarn and bun spellings of steps no one ran with them.
 */
export const NPM_ONLY = "npm-only";

/** A directive the docs did not mean (`:name` in prose, `::name` on a line), as the text it was written as. */
function directiveText(node) {
  return `${node.type === "textDirective" ? ":" : "::"}${node.name}`;
}

function transform(node) {
  if (!("children" in node)) return;
  for (const child of node.children) {
    if (child.type === "code" && child.meta?.split(/\s+/).includes(NPM_ONLY)) {
      child.data = { ...child.data, hProperties: { ...child.data?.hProperties, "data-npm-only": "" } };
    }
  }
  node.children = node.children.flatMap((child) => {
    if (child.type === "containerDirective" && CALLOUT_KINDS.includes(child.name)) {
      const [first, ...rest] = child.children;
      const titled = first?.data?.directiveLabel === true;
      if (titled) first.data = { hName: "p", hProperties: { "data-callout-title": "" } };
      child.data = { hName: "aside", hProperties: { "data-callout": child.name } };
      child.children = titled ? [first, ...rest] : child.children;
      transform(child);
      return [child];
    }
    if (child.type === "leafDirective" && DOCS_SLOTS.includes(child.name)) {
      child.data = { hName: "div", hProperties: { "data-docs-slot": child.name } };
      child.children = [];
      return [child];
    }
    if (child.type === "textDirective" || child.type === "leafDirective") {
      transform(child);
      const text = { type: "text", value: directiveText(child) };
      return child.type === "leafDirective" ? [{ type: "paragraph", children: [text, ...child.children] }] : [text, ...child.children];
    }
    transform(child);
    return [child];
  });
}

/**
 * The docs' own Markdown syntax, read after remark-directive (astro.config.mjs): each known
 * callout becomes `<aside data-callout="caution">` with its title, if any, as
 * `<p data-callout-title>`, each slot an empty `<div data-docs-slot="…">`, and a fence marked
 * `npm-only` a `<code data-npm-only>`; the docs page gives
 * callouts their look, icon and name in the page's language, and fills the slots
 * (src/features/docs/docs-html.ts). Any other directive is put back as the text it was written as.
 */
export function remarkDocsDirectives() {
  return (tree) => transform(tree);
}
