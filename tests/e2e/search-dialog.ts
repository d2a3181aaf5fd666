import { expect as baseExpect, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { type TestLocale } from "./utils";

// What the search specs share: the dialog as a visitor finds it, the queries each language asks.
export const messages = { en, fr } as const;
// A page's first search loads Pagefind's code, WASM and index (about 200 KB, 27 requests) before the
// first result: on a shared two-core CI machine that has taken over 7 s, the default wait.
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Per language: a word only the white paper's security section uses, that section's title, an
 * inflected query, and the title of the team page, which the page for teams says more often.
 */
export const queries = {
  en: { security: "malicious", securityTitle: "Security", inflected: "generating", teamTitle: "team" },
  fr: { security: "malveillant", securityTitle: "Sécurité", inflected: "générer", teamTitle: "équipe" },
} as const;

/** Adapters whose name is also in the names of the integrators that wire them. */
export const adapterQueries = [
  ["stripe", "payment/stripe"],
  ["docker", "deployment/docker"],
] as const;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function searchDialog(page: Page, locale: TestLocale) {
  const t = messages[locale].Search;
  const dialog = page.getByRole("dialog", { name: t.dialogTitle });
  return { t, dialog, field: dialog.getByRole("combobox", { name: t.fieldLabel }), options: dialog.getByRole("option") };
}

/** `/fr/cli/` and `/fr/cli` are the same page: Pagefind writes folder URLs, the site has no trailing slash. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
export const isFrench = (path: string) => path === "/fr" || path.startsWith("/fr/");
