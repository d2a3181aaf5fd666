import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { getTranslator } from "../../src/i18n/translator";
import { FEEDBACK_EDIT_WINDOW_HOURS } from "../../src/domain/forms/feedback-update";
import { DEFAULT_RETENTION_DAYS } from "../../src/lib/data-retention";
import { siteConfig } from "../../src/lib/site-config";
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, hasHorizontalScroll, localePath, locales } from "./utils";

const messages = { en, fr } as const;

for (const locale of locales) {
  const m = messages[locale];
  const privacyPath = localePath(locale, "/privacy");
  // The forms that keep messages say for how long: the default period, as the privacy page does.
  const keptFor = (form: "ContactForm" | "DemoRequestForm") => getTranslator(locale, form)("privacy", { days: DEFAULT_RETENTION_DAYS });

  test(`the footer leads to the privacy notice, a table per form with how long it is kept (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/team"));
    await page.getByRole("contentinfo").getByRole("link", { name: m.Navigation.items.privacy.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${privacyPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Privacy.title);

    const forms = m.Privacy.forms;
    const tables = page.getByRole("table");
    await expect(tables).toHaveCount(4);
    for (const key of ["waitlist", "contact", "demo", "feedback"] as const) {
      const table = page.getByRole("table", { name: forms[key].title });
      const rows = Object.values(forms[key].rows);
      await expect(table.getByRole("rowheader")).toHaveText(rows.map((row) => row.field));
      await expect(table.getByRole("cell")).toHaveText(rows.map((row) => row.purpose));
      // How long, right under the form's name: until erased for the waitlist, the configured days for messages.
      const period = forms[key].retention.replace("{days}", String(DEFAULT_RETENTION_DAYS));
      await expect(page.getByRole("heading", { level: 3, name: forms[key].title }).locator("xpath=following-sibling::p[1]")).toContainText(period);
    }
    await expect(page.getByText(getTranslator(locale, "Privacy")("forms.feedback.note", { hours: FEEDBACK_EDIT_WINDOW_HOURS }))).toBeVisible();
    await expect(page.getByText(m.Privacy.rights.erasure)).toBeVisible();
    const mail = page.getByRole("main").getByRole("link", { name: siteConfig.contactEmail }).first();
    await expect(mail).toHaveAttribute("href", `mailto:${siteConfig.contactEmail}`);
  });

  test(`the privacy notice reads well and passes axe at desktop and phone widths (${locale})`, async ({ page }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(privacyPath);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test(`every form links the privacy notice under its submit button (${locale})`, async ({ page }) => {
    const link = (scope: ReturnType<typeof page.locator>) => scope.getByRole("link", { name: m.Common.privacyLink, exact: true });

    await page.goto(localePath(locale, "/"));
    const cta = page.locator("#cta");
    await expect(cta.getByText(m.Waitlist.privacy)).toBeVisible();
    await expect(cta.getByLabel(m.Waitlist.emailLabel)).toHaveAccessibleDescription(new RegExp(m.Waitlist.privacy));

    await page.getByRole("button", { name: m.Landing.faq.contactButton }).click();
    const dialog = page.getByRole("dialog", { name: m.ContactForm.title });
    await expect(dialog.getByText(keptFor("ContactForm"))).toBeVisible();
    await expect(link(dialog)).toHaveAttribute("href", privacyPath);
    await page.keyboard.press("Escape");

    await link(cta).click();
    await expect(page).toHaveURL(new RegExp(`${privacyPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Privacy.title);

    await page.goto(localePath(locale, "/for-teams"));
    const demoForm = page.getByRole("main").locator("form");
    await expect(demoForm.getByText(keptFor("DemoRequestForm"))).toBeVisible();
    await expect(link(demoForm)).toHaveAttribute("href", privacyPath);
  });
}
