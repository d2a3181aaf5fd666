import type { ReactNode } from "react";
import { Container } from "@/components/ui/section";
import { TableOfContents, type TocItem } from "./table-of-contents";
import "./print.css";

/**
 * A long document: its title block, then the contents beside the text. `data-print-document`
 * switches on the print stylesheet for this page only.
 */
export function DocumentShell({
  header,
  toc,
  tocTitle,
  children,
}: {
  header: ReactNode;
  toc: TocItem[];
  tocTitle: string;
  children: ReactNode;
}) {
  return (
    <div data-print-document>
      {header}
      <Container className="pb-24 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="lg:pt-16">
          <TableOfContents items={toc} title={tocTitle} />
        </div>
        <article className="max-w-3xl min-w-0 pt-10 lg:pt-16">{children}</article>
      </Container>
    </div>
  );
}
