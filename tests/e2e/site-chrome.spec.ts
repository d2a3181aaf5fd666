import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/lib/site-config";
import { buildDate } from "../../src/lib/build-date";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { localePath, locales, gotoHydrated } from "./utils";

const install = { en: en.Install, fr: fr.Install } as const;

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
    // No npm release installs (facts/CLI-FACTS.md §8 R2): the footer says so and leads to the from-source build.
    await expect(footer).not.toContainText(siteConfig.cli.npmInstallCommand);
    await expect(footer).toContainText(install[locale].status);
    await expect(footer.getByRole("link", { name: install[locale].guide })).toHaveAttribute("href", localePath(locale, siteConfig.cli.installGuidePath));
    // The year of the build, not a year typed once.
    await expect(footer).toContainText(`© ${buildDate().getUTCFullYear()} The Architech`);
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
