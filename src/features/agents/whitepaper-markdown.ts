import { futureWork } from "@/domain/content/future-work";
import { templateModuleIds } from "@/domain/genome/template-modules";
import type { WhitepaperBlock, WhitepaperContent } from "@/content/documents/whitepaper/content";
import { whitepaperSectionIds } from "@/content/documents/whitepaper/schema";
import { EXAMPLE_GENOME_ID, MANIFEST_MODULE_ID, manifestCode } from "@/features/documents/document-figures";
import { siteConfig } from "@/lib/site-config";
import { founder } from "@/features/team/team";
import {
  bulletList,
  codeBlock,
  heading,
  italic,
  link,
  markdownDocument,
  orderedList,
  paragraph,
  quote,
  termItem,
  type MarkdownBlock,
} from "./markdown";
import { resolutionPlanList } from "./resolution-plan-markdown";

function figure(block: Extract<WhitepaperBlock, { kind: "figure" }>, content: WhitepaperContent): MarkdownBlock[] {
  const drawn =
    block.figure === "resolution-plan"
      ? resolutionPlanList(templateModuleIds(EXAMPLE_GENOME_ID), content.figures.layer)
      : codeBlock(manifestCode(MANIFEST_MODULE_ID), "json");
  return [drawn, italic(block.caption)];
}

/** The paper's running text; its backticks are already Markdown inline code. */
function blocks(list: readonly WhitepaperBlock[], content: WhitepaperContent): MarkdownBlock[] {
  return list.flatMap((block): MarkdownBlock[] => {
    switch (block.kind) {
      case "p":
        return [paragraph(block.text)];
      case "h3":
        return [heading(3, block.text)];
      case "list":
        return [bulletList(block.items)];
      case "steps":
        return [orderedList(block.items)];
      case "figure":
        return figure(block, content);
    }
  });
}

function futureWorkSection(content: WhitepaperContent): MarkdownBlock[] {
  const section = content.futureWork;
  return [
    heading(2, section.title),
    ...blocks(section.blocks, content),
    bulletList(
      futureWork.map((item) =>
        termItem(section.items[item.id].title, `${italic(section.status[item.status])}. ${section.items[item.id].body}`),
      ),
    ),
  ];
}

/** The white paper as Markdown: every section and figure in the page's order, then where to read the source. */
export function whitepaperMarkdown(content: WhitepaperContent): string {
  return markdownDocument([
    heading(1, content.title),
    italic(`${content.byline} · ${founder.name}`),
    quote(content.subtitle),
    ...whitepaperSectionIds.flatMap((id) =>
      id === "future-work"
        ? futureWorkSection(content)
        : [heading(2, content.sections[id].title), ...blocks(content.sections[id].blocks, content)],
    ),
    heading(2, content.sourceTitle),
    paragraph(content.sourceBody),
    bulletList([siteConfig.links.cliRepo, siteConfig.links.marketplaceRepo].map((href) => link(href.replace("https://", ""), href))),
  ]);
}
