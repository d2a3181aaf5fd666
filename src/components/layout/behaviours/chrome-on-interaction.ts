import { isSearchShortcut } from "./search-shortcut";
import { showSearchDialog } from "./show-search-dialog";
import type { ChromeHooks as H } from "../chrome-hooks";

/** What site-chrome.ts gives once loaded. */
export interface SiteChrome {
  wireSiteChrome: (doc: Document) => void;
}

/** The part of the page whose controls site-chrome.ts wires: the header (with its mobile menu). */
const CHROME = "[data-site-chrome]" satisfies `[${H["chrome"]}]`;
/** The header's search button. */
const SEARCH_BUTTON = "[data-search-open]" satisfies `[${H["searchOpen"]}]`;
/** Events that tell the visitor is about to use the chrome: its code starts loading then. */
const WARNING_SIGNS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

function inChrome(target: EventTarget | null): target is Element {
  return target instanceof Element && target.closest(CHROME) !== null;
}

/**
 * Loads the chrome's code when the visitor first reaches for it (hovers, touches or focuses it)
 * rather than with the page, and replays what it missed: a button clicked or a key pressed in the
 * chrome while the code was on its way is clicked or pressed again once it is wired. The search
 * shortcut stays here, because only a listener present at load can stop the browser's own `/`
 * (quick find) and Ctrl+K (address bar); it opens the server-rendered search dialog at once.
 */
/**
 * `loadSearch` brings the open search dialog's code and results (./open-search.ts); the page's
 * layout makes it, since the search is a feature the chrome must not import.
 */
export function wireChromeOnInteraction(doc: Document, load: () => Promise<SiteChrome>, loadSearch: (doc: Document) => void, signal?: AbortSignal) {
  let chrome: Promise<SiteChrome> | undefined;
  let ready = false;
  const capture = { capture: true, signal };

  const start = () =>
    (chrome ??= load().then(
      (loaded) => {
        loaded.wireSiteChrome(doc);
        ready = true;
        return loaded;
      },
      (error: unknown) => {
        // Offline, say: the next gesture tries again.
        chrome = undefined;
        throw error;
      },
    ));
  const whenLoaded = (then: (loaded: SiteChrome) => void) => void start().then(then, () => undefined);

  for (const type of WARNING_SIGNS) {
    doc.addEventListener(type, (event) => inChrome(event.target) && whenLoaded(() => undefined), { ...capture, passive: true });
  }

  const openSearch = () => {
    // The dialog is in the page: it opens now, and the search's own code (none of the chrome's) is
    // imported at once; it comes over the network, after the open dialog's first frame
    // (bench:interaction's search-dialog row keeps that frame within its budget).
    if (showSearchDialog(doc)) loadSearch(doc);
  };

  doc.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest(SEARCH_BUTTON)) {
        openSearch();
        return;
      }
      const button = !ready && inChrome(event.target) ? event.target.closest("button") : null;
      if (!button) return;
      // Links navigate by themselves; a button waits for its behaviour and is clicked again.
      event.preventDefault();
      whenLoaded(() => button.click());
    },
    capture,
  );

  doc.addEventListener(
    "keydown",
    (event) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        openSearch();
        return;
      }
      if (ready || !inChrome(event.target)) return;
      const { target, key, code, ctrlKey, shiftKey, altKey, metaKey } = event;
      whenLoaded(() => {
        if (target.isConnected) target.dispatchEvent(new KeyboardEvent("keydown", { key, code, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true }));
      });
    },
    capture,
  );
}
