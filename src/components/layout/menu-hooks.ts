/**
 * The hooks of the header's menus: ui/disclosure-menu.tsx, locale-switcher.tsx and mobile-nav.tsx
 * write them, and the chrome's chunk (behaviours/site-chrome.ts) reads them, as literals checked
 * against this module's type.
 */
export const menuHooks = {
  /** A disclosure menu, its button, its panel, and the button's look ("open" or "closed"). */
  disclosure: "data-disclosure",
  disclosureTrigger: "data-disclosure-trigger",
  disclosurePanel: "data-disclosure-panel",
  state: "data-state",
  /** The phone menu's opener, its dialog and its close button. */
  mobileMenuOpen: "data-mobile-menu-open",
  mobileMenu: "data-mobile-menu",
  mobileMenuClose: "data-mobile-menu-close",
  /** A group of language options, and an option: its locale. */
  localeSwitcher: "data-locale-switcher",
  localeOption: "data-locale-option",
} as const;

export type MenuHooks = typeof menuHooks;
