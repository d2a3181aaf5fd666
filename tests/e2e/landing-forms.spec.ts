import { test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { API_ERROR_MESSAGES } from "../../src/domain/forms/api-errors";
import { locales, type TestLocale } from "./utils";
import { expect, openLanding } from "./landing-page";

const messages = { en, fr } as const;

/**
 * The API's refusals a visitor cannot cause from the site (403, 415) and the ones they can act on
 * (413, 503), each with the text the form must show instead of the API's English sentence.
 */
function refusals(m: (typeof messages)[TestLocale], failed: string) {
  return [
    { status: 403, code: "forbidden_origin", shown: failed },
    { status: 413, code: "payload_too_large", shown: m.FormErrors.codes.payload_too_large },
    { status: 415, code: "unsupported_media_type", shown: failed },
    { status: 503, code: "unavailable", shown: m.FormErrors.codes.unavailable },
  ] as const;
}
function uniqueEmail(tag: string): string {
  return `Landing.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@Example.com`;
}

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`landing (${locale})`, () => {
    // The page is long and axe checks all of it; a shared two-core machine needs the headroom.
    test.describe.configure({ timeout: 180_000 });

    test("contact dialog closes three ways and returns focus", async ({ page }) => {
      await openLanding(page, locale);
      const trigger = page.getByRole("button", { name: m.Landing.faq.contactButton });
      const dialog = page.getByRole("dialog", { name: m.ContactForm.title });

      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await dialog.getByRole("button", { name: m.Common.close }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(8, 200);
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("contact form validates, sends and reports failures", async ({ page }) => {
      await openLanding(page, locale);
      await page.getByRole("button", { name: m.Landing.faq.contactButton }).click();
      const dialog = page.getByRole("dialog", { name: m.ContactForm.title });
      await dialog.getByRole("button", { name: m.ContactForm.submit }).click();
      await expect(dialog.getByText(m.FormErrors.fields.name_required)).toBeVisible();
      await expect(dialog.getByLabel(m.ContactForm.name)).toBeFocused();

      await dialog.getByLabel(m.ContactForm.name).fill("Ada Lovelace");
      await dialog.getByLabel(m.ContactForm.email, { exact: true }).fill(uniqueEmail("contact"));
      await dialog.getByLabel(m.ContactForm.company).fill("Analytical Engines");
      await dialog.getByLabel(m.ContactForm.message).fill("We would like a private marketplace for our team.");

      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, json: { error: "Broken" } }));
      await dialog.getByRole("button", { name: m.ContactForm.submit }).click();
      await expect(dialog.getByRole("alert")).toHaveText(m.FormErrors.generic);
      await page.unroute("**/api/contact");

      const request = page.waitForRequest("**/api/contact");
      await dialog.getByRole("button", { name: m.ContactForm.submit }).click();
      await expect(page.getByRole("heading", { name: m.ContactForm.successTitle })).toBeVisible();
      const body = (await request).postDataJSON();
      expect(body).toMatchObject({ name: "Ada Lovelace", company: "Analytical Engines" });
      expect(body.email).toBe(body.email.toLowerCase());
    });

    test("waitlist validates, joins with a position and recognises a duplicate", async ({ page }) => {
      await openLanding(page, locale);
      const cta = page.locator("#cta");
      const email = cta.getByLabel(m.Waitlist.emailLabel);
      const submit = cta.getByRole("button", { name: m.Waitlist.submit });

      await submit.click();
      await expect(cta.getByRole("alert")).toHaveText(m.FormErrors.fields.email_required);
      await email.fill("not-an-email");
      await submit.click();
      await expect(cta.getByRole("alert")).toHaveText(m.FormErrors.fields.email_invalid);
      await expect(email).toHaveAttribute("aria-invalid", "true");

      const address = uniqueEmail(locale);
      await email.fill(`  ${address} `);
      const request = page.waitForRequest("**/api/waitlist");
      await submit.click();
      expect((await request).postDataJSON()).toMatchObject({ email: address.toLowerCase(), language: locale, source: "landing-cta" });
      await expect(cta.getByText(m.Waitlist.success)).toBeVisible();
      const position = await cta.locator("[data-position]").getAttribute("data-position");
      expect(Number(position)).toBeGreaterThan(0);
      await expect(cta.getByText(`#${position}`)).toBeVisible();

      await openLanding(page, locale);
      await page.locator("#cta").getByLabel(m.Waitlist.emailLabel).fill(address.toUpperCase());
      await page.locator("#cta").getByRole("button", { name: m.Waitlist.submit }).click();
      await expect(page.locator("#cta").getByText(m.Waitlist.alreadyExists)).toBeVisible();
      await expect(page.locator("#cta").getByText(`#${position}`)).toBeVisible();
    });

    test("waitlist shows the server's error text and a spinner while sending", async ({ page }) => {
      await openLanding(page, locale);
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/waitlist", async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { error: "Waitlist storage is full" } });
      });
      const cta = page.locator("#cta");
      await cta.getByLabel(m.Waitlist.emailLabel).fill(uniqueEmail("error"));
      await cta.getByRole("button", { name: m.Waitlist.submit }).click();
      await expect(cta.getByRole("button", { name: m.Waitlist.submitting })).toBeDisabled();
      release();
      await expect(cta.getByRole("alert")).toHaveText("Waitlist storage is full");
      await expect(cta.getByRole("button", { name: m.Waitlist.submit })).toBeEnabled();
      expect(errors.some((text) => text.includes("Waitlist sign-up failed"))).toBe(true);
    });

    test("waitlist shows the API's refusals in the visitor's language, never the server's English", async ({ page }) => {
      await openLanding(page, locale);
      const answers = refusals(m, m.Waitlist.failed);
      let next = 0;
      await page.route("**/api/waitlist", (route) => {
        const answer = answers[next++]!;
        return route.fulfill({ status: answer.status, json: { error: API_ERROR_MESSAGES[answer.code], code: answer.code } });
      });
      const cta = page.locator("#cta");
      await cta.getByLabel(m.Waitlist.emailLabel).fill(uniqueEmail("refused"));
      for (const answer of answers) {
        await cta.getByRole("button", { name: m.Waitlist.submit }).click();
        await expect(cta.getByRole("alert"), String(answer.status)).toHaveText(answer.shown);
        expect(await cta.getByRole("alert").textContent()).not.toBe(API_ERROR_MESSAGES[answer.code]);
      }
      await expect(cta.getByLabel(m.Waitlist.emailLabel)).not.toHaveAttribute("aria-invalid", "true");
    });

    test("contact form shows the API's refusals in the visitor's language, never the server's English", async ({ page }) => {
      await openLanding(page, locale);
      const answers = refusals(m, m.FormErrors.generic);
      let next = 0;
      await page.route("**/api/contact", (route) => {
        const answer = answers[next++]!;
        return route.fulfill({ status: answer.status, json: { error: API_ERROR_MESSAGES[answer.code], code: answer.code } });
      });
      await page.getByRole("button", { name: m.Landing.faq.contactButton }).click();
      const dialog = page.getByRole("dialog", { name: m.ContactForm.title });
      await dialog.getByLabel(m.ContactForm.name).fill("Ada Lovelace");
      await dialog.getByLabel(m.ContactForm.email, { exact: true }).fill(uniqueEmail("contact-refused"));
      await dialog.getByLabel(m.ContactForm.message).fill("Hello");
      for (const answer of answers) {
        await dialog.getByRole("button", { name: m.ContactForm.submit }).click();
        await expect(dialog.getByRole("alert"), String(answer.status)).toHaveText(answer.shown);
      }
    });
  });
}
