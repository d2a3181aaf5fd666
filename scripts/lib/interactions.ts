import type { Page } from "@playwright/test";

/** A visitor's first input on a cold page, as bench-interaction.ts measures it. */
export interface Interaction {
  name: string;
  /** What the table says. */
  label: string;
  path: string;
  budgetMs: number;
  viewport?: { width: number; height: number };
  /** Done after `load` and before the input: nothing a visitor's input event would be (a scroll by script). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** A function's source, evaluated in the page every frame until it returns true (resultSource). */
  result: string;
}

/** The README's budgets at 4x CPU: filters, the search dialog, the demo's field and the forms answer within 200 ms; the composer's first change within 500 ms. */
const FIELD_BUDGET_MS = 200;
const COMPOSER_BUDGET_MS = 500;

/** A result check's source, for the page: it may use nothing from this file. */
const resultSource = (check: () => boolean) => check.toString();

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
    label: "/solutions: first click on a tag chip -> cards filtered",
    path: "/solutions",
    budgetMs: FIELD_BUDGET_MS,
    // The second chip: the first is "All".
    act: (page) => page.locator("[role='group'] button[aria-pressed]").nth(1).click(),
    result: resultSource(() => document.querySelectorAll("li[data-genome-id][hidden]").length > 0),
  },
  {
    name: "marketplace-chip",
    label: "/marketplace: first click on a category chip -> cards filtered",
    path: "/marketplace",
    budgetMs: FIELD_BUDGET_MS,
    // All, Adapters, Integrators: the third chip.
    act: (page) => page.locator("[role='group'] button[aria-pressed]").nth(2).click(),
    result: resultSource(() => document.querySelectorAll("li[data-item-id][hidden]").length > 0),
  },
  {
    name: "marketplace-search",
    label: "/marketplace: first key in the search box -> cards filtered",
    path: "/marketplace",
    budgetMs: FIELD_BUDGET_MS,
    act: async (page) => {
      await page.locator("main input[type='search']").first().focus();
      await page.keyboard.type("x");
    },
    result: resultSource(() => document.querySelectorAll("li[data-item-id][hidden]").length > 0),
  },
  {
    name: "search-dialog",
    label: "/philosophy: press / -> search dialog open, its field focused",
    path: "/philosophy",
    budgetMs: FIELD_BUDGET_MS,
    act: (page) => page.keyboard.press("/"),
    result: resultSource(() => {
      const dialog = document.querySelector("dialog[open]");
      return Boolean(dialog?.contains(document.activeElement) && document.activeElement instanceof HTMLInputElement);
    }),
  },
  {
    name: "demo-field",
    label: "/: first key in the demo's field -> the key shows",
    path: "/",
    budgetMs: FIELD_BUDGET_MS,
    ...firstKeyIn("input[name='prompt']", "b"),
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
    label: "/: first click on the contact button -> the contact form open",
    path: "/",
    budgetMs: FIELD_BUDGET_MS,
    prepare: scrollTo("button[aria-haspopup='dialog'][commandfor]"),
    act: (page) => page.locator("button[aria-haspopup='dialog'][commandfor]").first().click(),
    result: resultSource(() => Boolean(document.querySelector("dialog[open] input[name='name']"))),
  },
  {
    name: "composer-first-change",
    label: "/compose: first click on a module -> the genome has it",
    path: "/compose",
    budgetMs: COMPOSER_BUDGET_MS,
    act: (page) => page.locator("#composer-adapters").getByRole("checkbox", { name: "Vitest", exact: true }).click(),
    result: resultSource(() => new URLSearchParams(location.search).get("m")?.split(",").includes("vitest") === true),
  },
];
