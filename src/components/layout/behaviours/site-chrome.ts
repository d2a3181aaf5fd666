import { wireDisclosureMenus } from "./disclosure-menu";
import { wireLocaleSwitcher } from "./locale-switcher";
import { wireMobileMenu } from "./mobile-menu";

/**
 * The chrome's controls: header menus, language switcher, mobile menu (the search button and shortcuts are chrome-on-interaction.ts's). Built as a chunk of its own that chrome-on-interaction.ts loads
 * when the visitor first reaches for the chrome, so no page carries it at load.
 */
export function wireSiteChrome(doc: Document, signal?: AbortSignal) {
  wireDisclosureMenus(doc, signal);
  wireLocaleSwitcher(doc, signal);
  wireMobileMenu(doc, signal);
}
