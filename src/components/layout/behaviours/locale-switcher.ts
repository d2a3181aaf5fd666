import { isLocale } from "@/i18n/routing";
import { LOCALE_SWITCH_LOCK_MS, localeCookie, switchLocaleHref } from "@/lib/locale-switch";
import type { DatasetKey } from "@/lib/dom-hooks";
import type { MenuHooks as H } from "../menu-hooks";

/**
 * Goes to a page once it has arrived. Until then this document stays the live one, so its locked
 * switcher can still be observed (language.spec reads it from the page: a pending document
 * navigation would block that); the navigation then only revalidates the fetched copy. If the
 * fetch fails, the browser navigates anyway and shows whatever the server answers.
 */
function openWhenLoaded(href: string) {
  const open = () => window.location.assign(href);
  fetch(href, { credentials: "same-origin" })
    .then((response) => response.blob())
    .then(open, open);
}

/**
 * The language options of the header and of the mobile menu (`[data-locale-option]` buttons
 * inside a `[data-locale-switcher]`): choosing the other language remembers it in the cookie,
 * opens the same page in that language with its query and hash, and disables every switcher
 * control for LOCALE_SWITCH_LOCK_MS so a double click cannot start a second switch.
 */
export function wireLocaleSwitcher(doc: Document, signal?: AbortSignal, navigate: (href: string) => void = openWhenLoaded) {
  // Disabled buttons receive no clicks, so the attribute is the lock itself.
  const lock = (value: boolean) => {
    doc.querySelectorAll<HTMLButtonElement>("[data-locale-switcher] button" satisfies `[${H["localeSwitcher"]}] button`).forEach((button) => {
      button.disabled = value;
    });
  };

  doc.querySelectorAll<HTMLButtonElement>("[data-locale-option]" satisfies `[${H["localeOption"]}]`).forEach((option) => {
    option.addEventListener(
      "click",
      () => {
        const target = option.dataset["localeOption" satisfies DatasetKey<H["localeOption"]>];
        // The current language is marked at build time; choosing it again changes nothing.
        if (!isLocale(target) || option.hasAttribute("aria-current")) return;
        lock(true);
        setTimeout(() => lock(false), LOCALE_SWITCH_LOCK_MS);
        doc.cookie = localeCookie(target);
        navigate(switchLocaleHref(doc.location, target));
      },
      { signal },
    );
  });
}
