import { hook } from "@/lib/dom-hooks";
import { SECTION_LINK } from "./section-link-hooks";
import type { SectionLinkView } from "./nav-types";

/**
 * The landing page's in-page anchors, in page order, shown under the header on wide screens (the
 * header renders it on the landing page only). The link of the section being read carries
 * aria-current="location" (behaviours/current-section-links.ts), drawn as an underline that
 * changes no width.
 */
export function SectionLinks({ label, sections }: { label: string; sections: SectionLinkView[] }) {
  return (
    <nav aria-label={label} data-section-links className="hidden border-t border-border/60 md:block">
      <ul className="container-page flex h-10 items-center gap-1 overflow-x-auto">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              {...hook(SECTION_LINK)}
              className="inline-flex h-7 items-center rounded-md px-2.5 text-[13px] text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=location]:bg-surface-hover aria-[current=location]:text-foreground aria-[current=location]:shadow-[inset_0_-2px_0_var(--primary)]"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
