import { test, type Locator, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { linkedLandingSections } from "../../src/lib/landing-sections";
import { gotoHydrated, localePath, locales, type TestLocale } from "./utils";
import { expect } from "./landing-page";

/**
 * The landing page's section links (the bar under the header on wide screens, the menu's list on a
 * phone) follow the page's order and mark the section being read, after a scroll and after a jump.
 */

const messages = { en, fr } as const;
const viewports = [
  { name: "desktop", size: { width: 1440, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

/** The ids of the page's sections, top to bottom, as the browser lays them out. */
async function sectionIdsInPageOrder(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#main-content > section[id]")]
      .map((section) => ({ id: section.id, top: section.getBoundingClientRect().top + scrollY }))
      .sort((a, b) => a.top - b.top)
      .map((section) => section.id),
  );
}

/** The bar on wide screens; on a phone, the section list of the opened menu. */
async function sectionLinks(page: Page, locale: TestLocale, phone: boolean): Promise<Locator> {
  const m = messages[locale];
  if (!phone) return page.getByRole("navigation", { name: m.Navigation.sections.label });
  // A click where the header's button is on screen, as a finger would: Playwright's own click first
  // scrolls the sticky button "into view", which moves the page under it.
  const box = await page.getByRole("button", { name: m.Navigation.openMenu }).boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  return page.getByRole("dialog", { name: m.Navigation.menuTitle });
}

async function closeMenu(page: Page, phone: boolean) {
  if (!phone) return;
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

for (const locale of locales) {
  const m = messages[locale];
  const label = (key: (typeof linkedLandingSections)[number]["key"]) => m.Navigation.sections[key];

  for (const { name, size } of viewports) {
    const phone = name === "phone";
    test.describe(`landing section links, ${name} (${locale})`, () => {
      test.use({ viewport: size });
      test.describe.configure({ timeout: 120_000 });

      test("list the sections in page order", async ({ page }) => {
        await gotoHydrated(page, localePath(locale, "/"));
        const links = (await sectionLinks(page, locale, phone)).locator("a[href^='#']");
        // The phone menu's list is read once the menu has opened.
        await expect(links).toHaveCount(linkedLandingSections.length);
        const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
        const pageOrder = await sectionIdsInPageOrder(page);
        const linked = hrefs.map((href) => href!.slice(1));
        expect(linked).toEqual(linkedLandingSections.map((section) => section.id));
        expect(linked).toEqual(pageOrder.filter((id) => linked.includes(id)));
        await expect(links.first()).toHaveText(label("home"));
      });

      test("mark the section scrolled to, and the one a link jumps to", async ({ page }) => {
        await gotoHydrated(page, localePath(locale, "/"));
        await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
        const expectCurrent = async (key: Parameters<typeof label>[0]) => {
          const current = (await sectionLinks(page, locale, phone)).locator("a[aria-current='location']");
          await expect(current).toHaveText(label(key));
          await expect(current).toHaveCount(1);
          await closeMenu(page, phone);
        };

        await expectCurrent("home");
        await page.locator("#benefits").evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));
        await expectCurrent("benefits");

        // A jump from the links themselves: the page settles on the FAQ and its link is marked.
        const links = await sectionLinks(page, locale, phone);
        await links.getByRole("link", { name: label("faq"), exact: true }).click();
        await expect(page).toHaveURL(/#faq$/);
        await expect(page.getByRole("heading", { level: 2, name: m.Landing.faq.title })).toBeInViewport();
        await expectCurrent("faq");
      });
    });
  }
}
