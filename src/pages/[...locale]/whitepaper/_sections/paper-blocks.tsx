import type { WhitepaperBlock, WhitepaperContent } from "@/content/documents/whitepaper/content";
import { RichText } from "@/features/documents/rich-text";
import { PaperFigure } from "./paper-figure";

/** Running text of the white paper, block by block. */
export function PaperBlocks({ blocks, content }: { blocks: WhitepaperBlock[]; content: WhitepaperContent }) {
  return (
    <div className="space-y-5 leading-relaxed text-pretty text-muted">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case "p":
            return (
              <p key={key}>
                <RichText text={block.text} />
              </p>
            );
          case "h3":
            return (
              <h3 key={key} className="pt-4 text-lg font-semibold tracking-tight text-foreground">
                {block.text}
              </h3>
            );
          case "list":
          case "steps": {
            const List = block.kind === "list" ? "ul" : "ol";
            return (
              <List key={key} className={block.kind === "list" ? "list-disc space-y-2 pl-5 marker:text-subtle" : "list-decimal space-y-2 pl-5"}>
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    <RichText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "figure":
            return <PaperFigure key={key} figure={block.figure} caption={block.caption} content={content} />;
        }
      })}
    </div>
  );
}
