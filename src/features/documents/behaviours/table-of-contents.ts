import type { DatasetKey } from "@/lib/dom-hooks";
import type { TABLE_OF_CONTENTS, TocHooks as H } from "../document-hooks";


/** The reading line: the section crossing 30% of the viewport's height is the one being read. */
const READING_LINE = 0.3;
/** The height of the band the observer watches at that line, as a share of the viewport's (its rootMargin). */
const READING_BAND = 0.01;

/**
 * One table of contents (its nav, see ../table-of-contents.tsx): a chosen entry scrolls
 * its section into view (instantly under reduced motion), focuses it and puts its anchor in the
 * URL; the section being read is marked `aria-current` as the reader scrolls; on small screens
 * the toggle opens the list and choosing an entry closes it.
 */
function wireTableOfContents(nav: HTMLElement) {
  const doc = nav.ownerDocument;
  const win = doc.defaultView;
  if (!win) return;
  const toggle = nav.querySelector<HTMLButtonElement>("[data-toc-toggle]" satisfies `[${H["toggle"]}]`);
  const currentLabel = nav.querySelector<HTMLElement>("[data-toc-current]" satisfies `[${H["current"]}]`);
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>("a[data-toc-link]" satisfies `a[${H["link"]}]`));
  const sections = links.map((link) => doc.getElementById(link.dataset["tocLink" satisfies DatasetKey<H["link"]>] ?? "")).filter((section) => section !== null);

  const setOpen = (open: boolean) => toggle?.setAttribute("aria-expanded", String(open));
  const setActive = (id: string) => {
    for (const link of links) {
      if (link.dataset["tocLink" satisfies DatasetKey<H["link"]>] === id) {
        link.setAttribute("aria-current", "location");
        if (currentLabel) currentLabel.textContent = link.querySelector("[data-toc-label]" satisfies `[${H["label"]}]`)?.textContent ?? "";
      } else {
        link.removeAttribute("aria-current");
      }
    }
  };

  toggle?.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));

  for (const link of links) {
    link.addEventListener("click", (event) => {
      const id = link.dataset["tocLink" satisfies DatasetKey<H["link"]>] ?? "";
      const target = doc.getElementById(id);
      if (!target) return;
      event.preventDefault();
      const reduce = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
      target.focus({ preventScroll: true });
      win.history.replaceState(null, "", `#${id}`);
      setActive(id);
      setOpen(false);
    });
  }

  // The observer only says when something crossed the line; the positions decide, so batched entries cannot mislead.
  const observer = new win.IntersectionObserver(
    () => {
      // The last section, or heading, to have crossed the line: a document's sections follow one
      // another, and a docs page marks its headings alone, so either way that is the one being read.
      // The band's lower edge: the observer reports a section as its top crosses the band, not yet above it.
      const line = win.innerHeight * (READING_LINE + READING_BAND);
      const current = sections.filter((section) => section.getBoundingClientRect().top <= line).at(-1);
      if (current) setActive(current.id);
    },
    { rootMargin: "-30% 0px -69% 0px" },
  );
  for (const section of sections) observer.observe(section);
  // The last sections of a page may never reach the reading line: at the bottom, the last one is being read.
  win.addEventListener(
    "scrollend",
    () => {
      const last = sections.at(-1);
      if (last && win.innerHeight + win.scrollY >= doc.documentElement.scrollHeight - 2) setActive(last.id);
    },
    { passive: true },
  );
}

/**
 * `<table-of-contents>`: wires its nav as it enters the page (a document has one; the
 * building-blocks page shows a second). The site has no client-side navigation: a table never
 * leaves a live page, so nothing is let go.
 */
export class TableOfContentsElement extends HTMLElement {
  #wired = false;

  connectedCallback() {
    const nav = this.querySelector<HTMLElement>("nav[data-toc]" satisfies `nav[${H["nav"]}]`);
    if (this.#wired || !nav) return;
    this.#wired = true;
    wireTableOfContents(nav);
  }
}

// Defined once, though the docs' and the documents' scripts both import this module.
const tag = "table-of-contents" satisfies typeof TABLE_OF_CONTENTS;
if (!customElements.get(tag)) customElements.define(tag, TableOfContentsElement);
