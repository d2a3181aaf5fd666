import type { Page } from "@playwright/test";

/** A visitor's first input on a cold page, as bench-interaction.ts measures it. */
export interface Interaction {
  name: string;
  /** What the table says. */
  label: string;
  path: string;
  budgetMs: number;
  viewport?: { width: number; height: number };
  /**
   * Done after `load` and before the measured input: a scroll by script, or what the visitor does
   * first (typing a description before pressing Enter). Its inputs are not timed.
   */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** A function's source, evaluated in the page every frame until it returns true: it may use nothing from this file. */
  result: string;
}

/**
 * The budgets at 4x CPU (../../../shared/DESIGN.md's "Budgets", the README's bench:interaction):
 * what the visitor touched answers within 200 ms (filters, the search dialog, the demo, the forms,
 * the composer's box); the composer's genome file shows the change within 500 ms.
 */
const FIELD_BUDGET_MS = 200;
const GENOME_BUDGET_MS = 500;
/**
 * A fast typist's pace (about 120 words a minute): the demo's description is typed at it before
 * Enter, as no visitor types a sentence in one frame.
 */
const TYPING_DELAY_MS = 100;

/** True when `element` is rendered and its box is inside the viewport (a result a visitor can see). */
const onScreenSource = `(element) => {
  if (!element || !element.checkVisibility()) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
}`;

/** Cards of a filtered list: answered once fewer of them are rendered than the page had. */
const fewerCardsShown = (selector: string) =>
  `() => { const cards = [...document.querySelectorAll(${JSON.stringify(selector)})]; return cards.length > 0 && cards.some((card) => !card.checkVisibility()); }`;

/** The composer's option for a module, found by its visible name. */
const composerBoxSource = (name: string) =>
  `[...document.querySelectorAll("#composer-adapters input[type='checkbox']")].find((box) => box.labels?.[0]?.textContent?.trim() === ${JSON.stringify(name)})`;

/** The first key typed into a field (after scrolling it into view): answered once the key shows in it. */
function firstKeyIn(selector: string, key: string): Pick<Interaction, "prepare" | "act" | "result"> {
  return {
    prepare: scrollTo(selector),
    act: async (page) => {
      await page.locator(selector).last().focus();
      await page.keyboard.type(key);
    },
    result: `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((field) => field.value === ${JSON.stringify(key)})`,
  };
}

const scrollTo = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().evaluate((node) => node.scrollIntoView({ block: "center" }));
};

export const interactions: Interaction[] = [
  {
    name: "solutions-tag",
    label: "/solutions: first click on a tag chip -> fewer cards shown",
    path: "/solutions",
    budgetMs: FIELD_BUDGET_MS,
    // The second chip: the first is "All".
    act: (page) => page.locator("[role='group'] button[aria-pressed]").nth(1).click(),
    result: fewerCardsShown("li[data-genome-id]"),
  },
  {
    name: "marketplace-chip",
    label: "/marketplace: first click on a category chip -> fewer cards shown",
    path: "/marketplace",
    budgetMs: FIELD_BUDGET_MS,
    // All, Adapters, Integrators: the third chip.
    act: (page) => page.locator("[role='group'] button[aria-pressed]").nth(2).click(),
    result: fewerCardsShown("li[data-item-id]"),
  },
  {
    name: "marketplace-search",
    label: "/marketplace: first key in the search box -> fewer cards shown",
    path: "/marketplace",
    budgetMs: FIELD_BUDGET_MS,
    act: async (page) => {
      await page.locator("main input[type='search']").first().focus();
      await page.keyboard.type("x");
    },
    result: fewerCardsShown("li[data-item-id]"),
  },
  {
    name: "search-dialog",
    label: "/philosophy: press / -> search dialog open, its field focused and on screen",
    path: "/philosophy",
    budgetMs: FIELD_BUDGET_MS,
    act: (page) => page.keyboard.press("/"),
    result: `() => { const field = document.activeElement; return field instanceof HTMLInputElement && Boolean(field.closest("dialog[open]")) && (${onScreenSource})(field); }`,
  },
  {
    name: "demo-field",
    label: "/: first key in the demo's field -> the key shows",
    path: "/",
    budgetMs: FIELD_BUDGET_MS,
    ...firstKeyIn("input[name='prompt']", "b"),
  },
  {
    name: "demo-enter",
    label: "/: Enter in the demo after typing a description -> the first result tab shown",
    path: "/",
    budgetMs: FIELD_BUDGET_MS,
    prepare: async (page) => {
      await scrollTo("input[name='prompt']")(page);
      await page.locator("input[name='prompt']").focus();
      await page.keyboard.type("a blog with a newsletter", { delay: TYPING_DELAY_MS });
    },
    act: (page) => page.keyboard.press("Enter"),
    result: `() => (${onScreenSource})(document.querySelector("#demo [role='tab']"))`,
  },
  {
    name: "waitlist-field",
    label: "/: first key in the waitlist's email field -> the key shows",
    path: "/",
    budgetMs: FIELD_BUDGET_MS,
    ...firstKeyIn("input[name='email']", "a"),
  },
  {
    name: "demo-request-field",
    label: "/for-teams: first key in the demo request's email field -> the key shows",
    path: "/for-teams",
    budgetMs: FIELD_BUDGET_MS,
    ...firstKeyIn("#demo input[name='email']", "a"),
  },
  {
    name: "contact-dialog",
    label: "/: first click on the contact button -> the form open, its first field focused and on screen",
    path: "/",
    budgetMs: FIELD_BUDGET_MS,
    prepare: scrollTo("button[aria-haspopup='dialog'][commandfor]"),
    act: (page) => page.locator("button[aria-haspopup='dialog'][commandfor]").first().click(),
    result: `() => { const field = document.activeElement; return field instanceof HTMLInputElement && field.name === "name" && Boolean(field.closest("dialog[open]")) && (${onScreenSource})(field); }`,
  },
  {
    name: "composer-box",
    label: "/compose: first click on a module -> its box shows ticked",
    path: "/compose",
    budgetMs: FIELD_BUDGET_MS,
    act: (page) => page.locator("#composer-adapters").getByRole("checkbox", { name: "Vitest", exact: true }).click(),
    result: `() => ${composerBoxSource("Vitest")}?.checked === true`,
  },
  {
    name: "composer-genome",
    label: "/compose: first click on a module -> the genome file shows it",
    path: "/compose",
    budgetMs: GENOME_BUDGET_MS,
    act: (page) => page.locator("#composer-adapters").getByRole("checkbox", { name: "Vitest", exact: true }).click(),
    result: `() => document.querySelector("#composer-outputs pre")?.textContent?.includes("testing/vitest") === true`,
  },
];
