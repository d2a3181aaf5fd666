import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DocsCallout, type CalloutKind } from "./docs-callout";
import { DocsCode, PackageManagerTabs, type DocsCodeLabels } from "./docs-code";
import { packageManagerVariants } from "./package-managers";
import { docsTableClasses } from "./docs-table";

export interface DocsHtmlLabels extends DocsCodeLabels {
  callouts: Record<CalloutKind, string>;
  /** The accessible name of a wide table's scrolling region when no heading precedes it. */
  table: string;
}

function isElement(node: RootContent | ElementContent | undefined, tagName?: string): node is Element {
  return node?.type === "element" && (tagName === undefined || node.tagName === tagName);
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === "text") return node.value;
  return "children" in node ? node.children.map(textOf).join("") : "";
}

function raw(element: ReactElement): RootContent {
  return { type: "raw", value: renderToStaticMarkup(element) };
}

/** The fence's language, from the class remark gives its <code> (`language-ts`). */
function fenceOf(code: Element): string {
  const classes = code.properties.className;
  const name = (Array.isArray(classes) ? classes : []).map(String).find((value) => value.startsWith("language-"));
  return name ? name.slice("language-".length) : "text";
}

/**
 * The parts a page's `::slot` lines take, as HTML (integrations/remark-docs-directives.mjs names
 * them), each written only when the page has its line.
 */
export type DocsSlots = Partial<Record<string, () => string>>;

/** A heading of the page, for its contents. */
export interface DocsHeading {
  id: string;
  label: string;
  depth: 2 | 3;
}

interface Context {
  labels: DocsHtmlLabels;
  slots: DocsSlots;
  headings: DocsHeading[];
  idPrefix: string;
  tabs: number;
  /** The text of the last heading passed, which names the tables under it. */
  heading?: string;
}

function enhanceCode(pre: Element, context: Context): RootContent {
  const code = pre.children.find((child) => isElement(child, "code"));
  const fence = code ? fenceOf(code) : "text";
  const text = textOf(code ?? pre).replace(/\n+$/, "");
  // A fence marked `npm-only` (integrations/remark-docs-directives.mjs) was run with npm alone: no tabs.
  const npmOnly = code?.properties.dataNpmOnly !== undefined;
  const variants = fence === "sh" && !npmOnly ? packageManagerVariants(text) : null;
  if (variants) {
    context.tabs += 1;
    return raw(createElement(PackageManagerTabs, { variants, baseId: `${context.idPrefix}pm-${context.tabs}`, labels: context.labels }));
  }
  return raw(createElement(DocsCode, { code: text, fence, labels: context.labels }));
}

function enhanceCallout(aside: Element, context: Context): RootContent {
  const kind = String(aside.properties.dataCallout) as CalloutKind;
  const [first, ...rest] = aside.children.filter((child) => !(child.type === "text" && child.value.trim() === ""));
  const titled = isElement(first) && first.properties.dataCalloutTitle !== undefined;
  const body = titled ? rest : aside.children;
  return raw(
    createElement(DocsCallout, {
      kind,
      kindLabel: context.labels.callouts[kind],
      titleHtml: titled ? toHtml(first.children) : undefined,
      bodyHtml: toHtml(enhanceChildren(body, context) as ElementContent[]),
    }),
  );
}

/** A table in its frame (docs-table.tsx): it scrolls sideways on its own when wider, reachable by keyboard and named after its section. */
function wrapTable(table: Element, context: Context): Element {
  const region: Element = {
    type: "element",
    tagName: "div",
    properties: { className: docsTableClasses.scroll.split(" "), role: "region", tabIndex: 0, ariaLabel: context.heading ?? context.labels.table },
    children: [table],
  };
  return { type: "element", tagName: "div", properties: { className: [docsTableClasses.frame] }, children: [region] };
}

function enhanceChildren(children: readonly (RootContent | ElementContent)[], context: Context): RootContent[] {
  return children.map((child): RootContent => {
    if (!isElement(child)) return child as RootContent;
    if (/^h[2-6]$/.test(child.tagName)) {
      context.heading = textOf(child).trim();
      if ((child.tagName === "h2" || child.tagName === "h3") && typeof child.properties.id === "string") {
        context.headings.push({ id: child.properties.id, label: context.heading, depth: child.tagName === "h2" ? 2 : 3 });
        // The contents move focus to the heading they lead to (src/features/documents/behaviours/table-of-contents.ts).
        return { ...child, properties: { ...child.properties, tabIndex: -1 } };
      }
    }
    if (child.tagName === "div" && child.properties.dataDocsSlot !== undefined) {
      const name = String(child.properties.dataDocsSlot);
      const write = context.slots[name];
      if (write === undefined) throw new Error(`The page has a ::${name} line but nothing to put there`);
      const slot = write();
      context.headings.push(...headingsOf(slot));
      return { type: "raw", value: slot };
    }
    if (child.tagName === "pre") return enhanceCode(child, context);
    if (child.tagName === "aside" && child.properties.dataCallout !== undefined) return enhanceCallout(child, context);
    if (child.tagName === "table") return wrapTable(child, context);
    return { ...child, children: enhanceChildren(child.children, context) as ElementContent[] };
  });
}

/** The h2 and h3 headings with an id in a part written as HTML (a slot's), in order. */
function headingsOf(html: string): DocsHeading[] {
  const headings: DocsHeading[] = [];
  const visit = (nodes: readonly (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
        headings.push({ id: node.properties.id, label: textOf(node).trim(), depth: node.tagName === "h2" ? 2 : 3 });
      }
      visit(node.children);
    }
  };
  visit(fromHtml(html, { fragment: true }).children);
  return headings;
}

/**
 * A docs page's HTML as Astro renders its Markdown, given the site's looks: each fenced block
 * becomes the site's code block (highlighted at build time, with a copy button), an npm command
 * gets a tab per package manager (unless its fence says `npm-only`), callouts get their icon and name, wide tables scroll on their
 * own, and each `::slot` line takes its part. Returns the HTML and its h2 and h3 headings, the
 * slots' included, for the page's contents. `idPrefix` keeps the ids it makes unique on the page.
 */
export function renderDocsBody(html: string, labels: DocsHtmlLabels, slots: DocsSlots = {}, idPrefix = ""): { html: string; headings: DocsHeading[] } {
  const tree: Root = fromHtml(html, { fragment: true });
  const context: Context = { labels, slots, headings: [], idPrefix, tabs: 0 };
  const children = enhanceChildren(tree.children, context);
  return { html: toHtml({ ...tree, children }, { allowDangerousHtml: true }), headings: context.headings };
}
