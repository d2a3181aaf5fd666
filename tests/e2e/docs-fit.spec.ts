import { expect, test, type Locator, type Page } from "@playwright/test";
import { localePath, locales } from "./utils";

// Issue 37 (points 5, 6, 8): the docs' tables and code fit their column or scroll visibly, the
// phone's contents panel hides the text under it, and the footer's install line is never cut.
const DESKTOP = { width: 1440, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
const widePages = ["authoring/adapter-json", "reference/genome-file", "start/quick-start"];

/** Each visible table region or code block of the main text that is wider than its box, and how it shows it. */
async function cutBlocks(page: Page) {
  return page.locator("main pre, main .docs-table-scroll").evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth)
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          text: (element.textContent ?? "").slice(0, 40),
          templateGenome: element.closest("section[aria-labelledby^='template-']") !== null,
          scrolls: style.overflowX === "auto" || style.overflowX === "scroll",
          focusable: element.getAttribute("tabindex") === "0",
          named: (element.getAttribute("aria-label") ?? "").trim() !== "",
          // The fade at the edge that has more to show (globals.css, scroll-fade-x), unscrolled: on the right.
          fades: style.maskImage !== "none" && parseFloat(style.getPropertyValue("--scroll-fade-end")) > 0,
        };
      }),
  );
}

/** The alpha of an element's computed background colour: rgb() is opaque, rgba() and color() may carry one. */
async function backgroundAlpha(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const alpha = /\/\s*([\d.]+)\)$/.exec(colour)?.[1] ?? /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(colour)?.[1];
  return alpha === undefined ? 1 : Number(alpha);
}

for (const locale of locales) {
  const path = (slug: string) => localePath(locale, `/docs/${slug}`);

  test.describe(`docs that fit their column (${locale})`, () => {
    for (const viewport of [DESKTOP, PHONE]) {
      test(`no table or code block is cut without showing it at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        for (const slug of widePages) {
          await page.goto(path(slug));
          // Polled: the fades follow a scroll timeline, which a busy machine may resolve a few frames after load.
          await expect
            .poll(async () => (await cutBlocks(page)).filter((block) => !(block.scrolls && block.focusable && block.named && block.fades)), { message: slug })
            .toEqual([]);
          const cut = await cutBlocks(page);
          // At 1440 px the column holds them whole, but for the template genomes' description lines (up to 160 characters), which scroll.
          if (viewport === DESKTOP) expect(cut.filter((block) => !block.templateGenome), slug).toEqual([]);
        }
      });
    }

    test("the reading column is about 720-760 px wide at 1440 px", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      for (const slug of widePages) {
        await page.goto(path(slug));
        const width = (await page.locator("[data-docs-column]").boundingBox())!.width;
        expect(width, slug).toBeGreaterThanOrEqual(700);
        expect(width, slug).toBeLessThanOrEqual(780);
      }
    });

    test("a table that still overflows on a phone fades at its edge until scrolled to its end", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path("authoring/adapter-json"));
      const region = page.locator("main .docs-table-scroll").first();
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const fade = (side: "start" | "end") => region.evaluate((element, name) => parseFloat(getComputedStyle(element).getPropertyValue(name)), `--scroll-fade-${side}`);
      expect(await fade("start")).toBe(0);
      expect(await fade("end")).toBeGreaterThan(0);
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
      await expect.poll(() => fade("end")).toBe(0);
      expect(await fade("start")).toBeGreaterThan(0);
    });

    test("on a phone the open contents panel is opaque over the text", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path("reference/genome-file"));
      const toc = page.locator("nav[data-toc]").filter({ visible: true });
      await toc.locator("[data-toc-toggle]").click();
      const list = toc.locator("ol");
      await expect(list).toBeVisible();
      expect(await backgroundAlpha(list)).toBe(1);
      expect(await backgroundAlpha(toc)).toBe(1);
    });

    for (const viewport of [DESKTOP, PHONE]) {
      test(`the footer's install line is shown whole at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        for (const pagePath of ["/", "/docs/start/quick-start", "/marketplace", "/cli"]) {
          await page.goto(localePath(locale, pagePath));
          const line = page.getByRole("contentinfo").locator("[data-install-status]");
          await line.scrollIntoViewIfNeeded();
          await expect(line).toBeVisible();
          const cut = await line.evaluate((root) =>
            [root, ...root.querySelectorAll("*")]
              .filter((element) => element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === "ellipsis")
              .map((element) => element.outerHTML.slice(0, 80)),
          );
          expect(cut, pagePath).toEqual([]);
          const box = (await line.boundingBox())!;
          expect(box.x, pagePath).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, pagePath).toBeLessThanOrEqual(viewport.width);
        }
      });
    }
  });
}
