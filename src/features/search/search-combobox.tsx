import { SearchIcon } from "lucide-react";
import { useMemo, useState, type KeyboardEvent } from "react";
import { Kbd } from "@/components/ui/kbd";
import { groupHits, searchOptions } from "./search-hits";
import type { SearchLabels } from "./search-labels";
import { SearchListbox } from "./search-listbox";
import { searchDialogIds } from "./search-dom";
import { SearchStatus } from "./search-status";
import { MAX_SEARCH_LENGTH, searchPageUrl } from "./search-params";
import { useSiteSearch } from "./use-site-search";

/** Pages loaded and shown in the dialog; the search page shows more. */
export const DIALOG_LIMIT = 10;

/** Moves the active option by `step`, wrapping around the ends; the first arrow press lands on the first or last option. */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * The search field of the dialog as a WAI-ARIA combobox: results appear as the visitor types,
 * the arrow keys move through them, Enter opens the active one. The first result is active as
 * soon as results appear, so "type, Enter" opens the best match.
 */
export function SearchCombobox({ labels, onChoose }: { labels: SearchLabels; onChoose: (url: string) => void }) {
  const { input: inputId, listbox: listboxId } = searchDialogIds;
  const [query, setQuery] = useState("");
  const search = useSiteSearch(query, DIALOG_LIMIT);
  const groups = useMemo(() => (search.results ? groupHits(search.results.hits) : []), [search.results]);
  const options = useMemo(() => searchOptions(groups), [groups]);
  const [active, setActive] = useState<{ options: typeof options; index: number }>({ options, index: 0 });
  // New results make their first option active again.
  const activeIndex = active.options === options ? active.index : 0;
  const activeOption = options[activeIndex];
  const showList = options.length > 0 && !search.failed;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive({ options, index: nextActiveIndex(activeIndex, event.key === "ArrowDown" ? 1 : -1, options.length) });
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (showList && activeOption) onChoose(activeOption.url);
    }
  };

  return (
    <>
      {/* The field scrolls with the results (it stays on top), so the scrolling area holds something keyboard users can focus. */}
      <div className="min-h-0 flex-1 scroll-pt-20 scroll-pb-2 overflow-y-auto overscroll-contain">
        <div className="sticky top-0 flex h-17 items-center gap-3 border-b border-border bg-surface-raised pr-14 pl-4">
          <SearchIcon aria-hidden className="size-4 shrink-0 text-subtle" />
          <label htmlFor={inputId} className="sr-only">
            {labels.fieldLabel}
          </label>
          <input
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={showList ? activeOption?.id : undefined}
            enterKeyHint="go"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={MAX_SEARCH_LENGTH}
            value={query}
            placeholder={labels.placeholder}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-10 min-w-0 flex-1 rounded-md bg-transparent px-1 text-base text-foreground placeholder:text-subtle focus-visible:outline-2 focus-visible:outline-ring/60 sm:text-[15px]"
          />
        </div>
        <div className="p-2">
          {showList ? (
            <SearchListbox
              id={listboxId}
              label={labels.dialogTitle}
              groups={groups}
              activeId={activeOption?.id}
              labels={labels}
              onActivate={(id) => setActive({ options, index: options.findIndex((option) => option.id === id) })}
              onChoose={onChoose}
            />
          ) : (
            // The field's aria-controls always names an element of the page.
            <div id={listboxId} role="listbox" aria-label={labels.dialogTitle} hidden />
          )}
          <SearchStatus search={search} labels={labels} className="px-3 py-6 text-center" />
        </div>
      </div>
      <div className="hidden shrink-0 items-center justify-between gap-4 border-t border-border px-4 py-2.5 text-xs text-subtle sm:flex">
        <ul className="flex items-center gap-4">
          <li className="flex items-center gap-1.5">
            <Kbd>↑</Kbd>
            <Kbd>↓</Kbd> {labels.hints.move}
          </li>
          <li className="flex items-center gap-1.5">
            <Kbd>{labels.keys.enter}</Kbd> {labels.hints.open}
          </li>
          <li className="flex items-center gap-1.5">
            <Kbd>{labels.keys.escape}</Kbd> {labels.hints.close}
          </li>
        </ul>
        {search.query ? (
          <a
            href={searchPageUrl(labels.pageHref, search.query)}
            className="rounded-sm text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {labels.openAsPage}
          </a>
        ) : null}
      </div>
    </>
  );
}
