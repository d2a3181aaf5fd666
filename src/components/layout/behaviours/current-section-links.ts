import type { SECTION_LINK } from "../section-link-hooks";

/** The line, as a band of the screen a third of the way down, a section must cross to be the one being read. */
export const READING_LINE_MARGIN = "-33% 0px -66% 0px";

/**
 * Marks the landing page's section links (the header's bar and the phone menu's list) with
 * aria-current="location" on the link of the section being read: the one crossing the reading line.
 * One IntersectionObserver and no scroll listener; a section the bar does not list marks none.
 */
export function wireCurrentSectionLinks(doc: Document, signal?: AbortSignal) {
  const view = doc.defaultView;
  if (!view?.IntersectionObserver) return;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>("a[data-section-link]" satisfies `a[${typeof SECTION_LINK}]`)];
  const sections = [...doc.querySelectorAll<HTMLElement>("#main-content > section[id]")];
  if (links.length === 0 || sections.length === 0) return;

  const crossing = new Set<Element>();
  let current: string | null = null;
  const mark = () => {
    // Between two sections nothing crosses for a moment: the last one read stays marked.
    const section = sections.find((candidate) => crossing.has(candidate));
    if (!section || section.id === current) return;
    current = section.id;
    for (const link of links) {
      if (link.hash === `#${current}`) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  };
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) crossing.add(entry.target);
        else crossing.delete(entry.target);
      }
      mark();
    },
    { rootMargin: READING_LINE_MARGIN },
  );
  for (const section of sections) observer.observe(section);
  signal?.addEventListener("abort", () => observer.disconnect());
}
