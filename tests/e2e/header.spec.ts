import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { siteConfig } from "../../src/lib/site-config";
import { MOBILE, hasHorizontalScroll, localePath, locales, gotoHydrated } from "./utils";

const messages = { en, fr } as const;

const dropdowns = {
  en: { trigger: "Product", item: "Marketplace", company: "Company", brief: "Product brief" },
  fr: { trigger: "Produit", item: "Marketplace", company: "Entreprise", brief: "Présentation produit" },
} as const;

for (const locale of locales) {
  const text = dropdowns[locale];

  test.describe(`header (${locale})`, () => {
    test("dropdowns open by mouse, list their pages and close on Escape and outside click", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const nav = page.getByRole("navigation", { name: locale === "en" ? "Main" : "Principale" });
      const product = nav.getByRole("button", { name: text.trigger });
      await expect(product).toHaveAttribute("aria-expanded", "false");
      await product.click();
      await expect(product).toHaveAttribute("aria-expanded", "true");
      const marketplace = nav.getByRole("link", { name: new RegExp(text.item) });
      await expect(marketplace).toBeVisible();
      await expect(marketplace).toHaveAttribute("href", localePath(locale, "/marketplace"));
      await page.keyboard.press("Escape");
      await expect(marketplace).toBeHidden();
      await expect(product).toBeFocused();

      const company = nav.getByRole("button", { name: text.company });
      await company.click();
      const brief = nav.getByRole("link", { name: new RegExp(text.brief) });
      await expect(brief).toHaveAttribute("href", localePath(locale, "/lightpaper"));
      await page.mouse.click(1300, 700);
      await expect(brief).toBeHidden();
      await expect(company).toHaveAttribute("aria-expanded", "false");
    });

    test("dropdowns work from the keyboard and a chosen link navigates", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/nope"));
      const nav = page.getByRole("navigation", { name: locale === "en" ? "Main" : "Principale" });
      const trigger = nav.getByRole("button", { name: text.company });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      const philosophy = nav.getByRole("link", { name: new RegExp(locale === "en" ? "^Philosophy" : "^Philosophie") });
      await expect(philosophy).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: new RegExp(locale === "en" ? "^Team" : "^Équipe") })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(philosophy).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/philosophy")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("a dropdown opens with ArrowDown and closes when focus leaves it", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const nav = page.getByRole("navigation", { name: locale === "en" ? "Main" : "Principale" });
      const product = nav.getByRole("button", { name: text.trigger });
      await product.focus();
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: /^CLI/ })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await expect(product).toHaveAttribute("aria-expanded", "false");
    });

    test("has the GitHub link, the docs link and the call to action", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: /GitHub/ })).toHaveAttribute("href", "https://github.com/the-architech-xyz");
      // The docs are a part of the site, in the visitor's language, opened in the same tab.
      const docs = header.getByRole("link", { name: /Docs|Documentation/ });
      await expect(docs).toHaveAttribute("href", localePath(locale, "/docs"));
      await expect(docs).not.toHaveAttribute("target", "_blank");
      await expect(header.getByRole("link", { name: locale === "en" ? "Get started" : "Commencer" })).toHaveAttribute(
        "href",
        locale === "en" ? "/#cta" : "/fr#cta",
      );
    });

    test("mobile menu at 375 px: focus moves in, Escape closes, a chosen link closes it", async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expect(page.getByRole("navigation", { name: locale === "en" ? "Main" : "Principale" })).toBeHidden();

      const openButton = page.getByRole("button", { name: locale === "en" ? "Open menu" : "Ouvrir le menu" });
      await openButton.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: text.brief })).toBeVisible();
      const focusInside = await dialog.evaluate((node) => node.contains(document.activeElement));
      expect(focusInside).toBe(true);
      // The page behind does not scroll while the menu is open.
      await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(openButton).toBeFocused();

      await openButton.click();
      await page.getByRole("dialog").getByRole("link", { name: "Marketplace" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/marketplace")}$`));
    });

    test("fits at 768, 820, 1024 and 1280 px: nothing overflows, every control is on screen and in the header, the name on one line", async ({ page }) => {
      await page.goto(localePath(locale, "/cli"));
      const header = page.getByRole("banner");
      const name = header.getByRole("link", { name: messages[locale].Navigation.homeLabel }).getByText(siteConfig.name, { exact: true });
      for (const width of [768, 820, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await hasHorizontalScroll(page), `${width} px: the page scrolls sideways`).toBe(false);
        // A control that does not fit is either pushed out of the header's box, or squeezed until
        // its own content (a label wrapped onto a second line) spills out of it.
        const misplaced = await header.evaluate((node) => {
          const bar = node.getBoundingClientRect();
          return [...node.querySelectorAll<HTMLElement>("a, button")]
            .filter((control) => control.checkVisibility() && !control.closest(".sr-only, dialog"))
            .filter((control) => {
              const box = control.getBoundingClientRect();
              const outside = box.left < bar.left || box.right > bar.right || box.top < bar.top || box.bottom > bar.bottom || box.right > window.innerWidth;
              const spills = control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1;
              return outside || spills;
            })
            .map((control) => control.getAttribute("aria-label") || control.textContent?.trim());
        });
        expect(misplaced, `${width} px: controls outside the header or spilling out of their box`).toEqual([]);
        const { height, lineHeight } = await name.evaluate((node) => ({ height: node.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(node).lineHeight) }));
        expect(height, `${width} px: the site's name on one line`).toBeLessThanOrEqual(lineHeight + 1);
      }
    });
  });
}
