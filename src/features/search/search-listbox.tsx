import { useEffect, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SearchExcerpt } from "./search-excerpt";
import { optionId, type SearchGroup } from "./search-hits";
import { SearchKindIcon } from "./search-kind-icon";
import type { SearchLabels } from "./search-labels";
import { sectionOfText } from "./search-text";

const optionClass =
  "flex cursor-pointer flex-col gap-0.5 rounded-lg px-3 py-2.5 outline-offset-[-2px] aria-selected:bg-surface-hover aria-selected:outline-2 aria-selected:outline-ring";

/**
 * The results of the search dialog: a listbox of options grouped by kind (WAI-ARIA "listbox with
 * grouped options"). Focus stays in the combobox field, which points at the active option with
 * aria-activedescendant; a click or Enter opens an option's page.
 */
export function SearchListbox({
  id,
  label,
  groups,
  activeId,
  labels,
  onActivate,
  onChoose,
}: {
  id: string;
  label: string;
  groups: SearchGroup[];
  activeId: string | undefined;
  labels: Pick<SearchLabels, "groups" | "sectionOf">;
  onActivate: (optionId: string) => void;
  onChoose: (url: string) => void;
}) {
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const option = (key: string, url: string, content: ReactNode, className?: string) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard acts on the combobox field (arrows, Enter), as the pattern has it
    <li
      key={key}
      id={key}
      role="option"
      aria-selected={key === activeId}
      className={cn(optionClass, className)}
      onMouseMove={() => key !== activeId && onActivate(key)}
      onClick={() => onChoose(url)}
    >
      {content}
    </li>
  );

  return (
    <div id={id} role="listbox" aria-label={label} className="flex flex-col gap-3">
      {groups.map((group) => {
        const headingId = `${id}-${group.kind}`;
        return (
          <ul key={group.kind} role="group" aria-labelledby={headingId} className="flex flex-col gap-0.5">
            <li role="presentation" id={headingId} className="px-3 pt-1 pb-1.5 text-[11px] font-semibold tracking-wider text-subtle uppercase">
              {labels.groups[group.kind]}
            </li>
            {group.hits.map((hit) => [
              option(
                optionId(hit.id),
                hit.url,
                <>
                  <span className="flex items-center gap-2 text-sm font-medium text-foreground">
                    <SearchKindIcon kind={hit.kind} />
                    {hit.title}
                  </span>
                  <SearchExcerpt html={hit.excerpt} className="pl-6" />
                </>,
              ),
              ...hit.sections.map((section, index) =>
                option(
                  optionId(hit.id, index),
                  section.url,
                  <>
                    <span className="flex items-center gap-2 text-sm font-medium text-foreground">
                      <SearchKindIcon kind={hit.kind} section />
                      {section.title}
                      <span className="sr-only">, {sectionOfText(labels, hit.title)}</span>
                    </span>
                    <SearchExcerpt html={section.excerpt} className="pl-6" />
                  </>,
                  "ml-6",
                ),
              ),
            ])}
          </ul>
        );
      })}
    </div>
  );
}
