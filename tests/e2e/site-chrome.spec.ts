import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/lib/site-config";
import { localePath, locales, gotoHydrated } from "./utils";

for (const locale of locales) {
  test(`footer links every page and the community (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, "/philosophy"));
    const footer = page.getByRole("contentinfo");
    for (const path of ["/cli", "/marketplace", "/for-teams", "/docs", "/solutions", "/philosophy", "/team", "/lightpaper", "/whitepaper"]) {
      await expect(footer.locator(`a[href="${localePath(locale, path)}"]`).first()).toBeVisible();
    }
    for (const href of [
      "https://github.com/the-architech-xyz",
      siteConfig.links.npmPackage,
      "https://discord.gg/sxhdEEWups",
      "https://www.linkedin.com/company/the-architech-ai/",
      "mailto:hello@thearchitech.dev",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText(siteConfig.cli.installCommand);
    await expect(footer).toContainText("© 2025 The Architech");
  });

  test(`social widget is hidden at the top, appears after scrolling and expands (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, "/philosophy"));
    const widget = page.getByTestId("social-widget");
    await expect(widget).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(widget).toBeVisible();
    const toggle = widget.getByRole("button");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(widget.getByRole("link", { name: /Discord/ })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(widget.getByRole("link", { name: /Discord/ })).toHaveAttribute("href", "https://discord.gg/sxhdEEWups");
    await expect(widget.getByRole("link", { name: /LinkedIn/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(widget).toBeHidden();
  });

  test(`the skip link moves focus to the main content (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, "/philosophy"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: locale === "en" ? "Skip to content" : "Aller au contenu" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
}
