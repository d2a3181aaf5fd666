import type { CHOICE_DATA_KEY, CHOICE_SELECTOR, Choice, DocsFeedbackRootDataset } from "./docs-feedback-hooks";

// Written here with the hooks' literal types (see docs-feedback-hooks.ts: no value is imported from it).
const CHOICE: typeof CHOICE_SELECTOR = "[data-feedback-choice]";
const CHOICE_KEY: typeof CHOICE_DATA_KEY = "feedbackChoice";
const YES: Choice = "yes";

/** What ./docs-feedback-behaviour.ts gives once loaded. */
export interface DocsFeedbackModule {
  wireDocsFeedback(root: HTMLElement): void;
}

/** The behaviour's chunk and the chunks it imports (integrations/lazy-chunk-url-plugin.mjs). */
export interface DocsFeedbackChunk {
  url: string;
  imports: readonly string[];
}

/** Events that tell the visitor is about to use the widget: its code starts loading then. */
const WARNING_SIGNS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

const importUrl = (url: string) => import(/* @vite-ignore */ url) as Promise<DocsFeedbackModule>;

/**
 * Loads the widget's code when the visitor first reaches for it (hovers, touches or focuses it)
 * rather than with the page, so a docs page runs only these few lines before any interaction. A
 * Yes or No clicked while the code is on its way is clicked again once it is wired, which stores
 * it; a failed load (offline) is tried again at the next gesture. A reader who answers and leaves
 * before the code has come still has the answer stored: it is sent from here as the page goes.
 */
export function loadDocsFeedbackOnInteraction(root: HTMLElement, chunk: DocsFeedbackChunk, importModule: (url: string) => Promise<DocsFeedbackModule> = importUrl): void {
  const doc = root.ownerDocument;
  let loading: Promise<boolean> | undefined;
  let wired = false;
  /** The last Yes or No clicked before the code came. */
  let early: HTMLElement | null = null;
  /** Set once that answer was sent as the page went: clicking it again would store it twice. */
  let sentAway = false;
  const start = () => {
    if (!loading) {
      // The chunk's imports come alongside it, not one round trip later. (Not src/lib/islands'
      // preloadModules: sharing a module with the site's page-load script would split it into a
      // chunk that every page then fetches.)
      for (const url of chunk.imports) doc.head.append(Object.assign(doc.createElement("link"), { rel: "modulepreload", href: url }));
      loading = importModule(chunk.url).then(
        ({ wireDocsFeedback }) => {
          wireDocsFeedback(root);
          return (wired = true);
        },
        () => {
          loading = undefined;
          return false;
        },
      );
    }
    return loading;
  };
  for (const type of WARNING_SIGNS) root.addEventListener(type, () => void start(), { passive: true });
  root.addEventListener("click", (event) => {
    const button = !wired && event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
    if (!button) return;
    const isChoice = button.matches(CHOICE);
    if (isChoice) early = button;
    void start().then((ok) => ok && !(isChoice && sentAway) && button.click());
  });
  // The widget's first request would store a new answer: the same one, sent from here.
  doc.defaultView?.addEventListener("pagehide", () => {
    const form = root.querySelector("form");
    const { api, path, locale } = root.dataset as DocsFeedbackRootDataset;
    if (wired || sentAway || !early || !form || !api) return;
    sentAway = true;
    const answer = { ...Object.fromEntries(new FormData(form)), path, locale, helpful: early.dataset[CHOICE_KEY] === YES };
    void fetch(api, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(answer), keepalive: true }).catch(() => undefined);
  });
}
