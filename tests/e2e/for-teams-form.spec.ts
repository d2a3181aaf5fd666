import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { API_ERROR_MESSAGES } from "../../src/domain/forms/api-errors";
import { copy, form } from "./for-teams-page";
import { gotoHydrated, holdIsland, localePath, locales } from "./utils";

for (const locale of locales) {
  const text = copy[locale];
  const url = localePath(locale, "/for-teams");

  test(`/for-teams demo form requires a valid email and a company (${locale})`, async ({ page }) => {
    let requests = 0;
    await page.route("**/api/demo-requests", (route) => {
      requests += 1;
      return route.abort();
    });
    await gotoHydrated(page, url);
    const fields = form(page, text);
    await expect(fields.message).toHaveAttribute("rows", "4");
    await expect(fields.email).toHaveAttribute("type", "email");
    await fields.submit.click();
    await expect(page.getByText(text.emailRequired)).toBeVisible();
    await expect(page.getByText(text.companyRequired)).toBeVisible();
    await expect(fields.email).toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).toHaveAccessibleDescription(text.emailRequired);
    await expect(fields.email).toBeFocused();

    await fields.email.fill("not-an-email");
    await fields.submit.click();
    await expect(page.getByText(text.emailInvalid)).toBeVisible();
    await fields.email.fill("ada@example.com");
    await expect(page.getByText(text.emailInvalid)).toBeHidden();
    await expect(fields.email).not.toHaveAttribute("aria-invalid", "true");
    await fields.submit.click();
    await expect(fields.company).toBeFocused();
    expect(requests).toBe(0);
  });

  test(`/for-teams demo form shows server and network errors in the visitor's language (${locale})`, async ({ page }) => {
    const answers = [
      { status: 503, body: { error: "The service is temporarily unavailable.", code: "unavailable" }, shown: text.unavailable },
      { status: 403, body: { error: "Cross-site requests are not allowed.", code: "forbidden_origin" }, shown: text.generic },
    ];
    let next = 0;
    await page.route("**/api/demo-requests", (route) => {
      const answer = answers[next++];
      if (!answer) return route.abort();
      return route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
    });
    await gotoHydrated(page, url);
    const fields = form(page, text);
    await fields.email.fill("ada@example.com");
    await fields.company.fill("Acme");
    for (const answer of answers) {
      await fields.submit.click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(answer.shown);
    }
    await fields.submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.network);
    await expect(fields.email).toHaveValue("ada@example.com");
  });

  test(`/for-teams demo form shows 403, 413, 415 and 503 in the visitor's language, never the server's English (${locale})`, async ({ page }) => {
    const m = { en, fr }[locale];
    const answers = [
      { status: 403, code: "forbidden_origin", shown: text.generic },
      { status: 413, code: "payload_too_large", shown: m.FormErrors.codes.payload_too_large },
      { status: 415, code: "unsupported_media_type", shown: text.generic },
      { status: 503, code: "unavailable", shown: text.unavailable },
    ] as const;
    let next = 0;
    await page.route("**/api/demo-requests", (route) => {
      const answer = answers[next++]!;
      return route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify({ error: API_ERROR_MESSAGES[answer.code], code: answer.code }) });
    });
    await gotoHydrated(page, url);
    const fields = form(page, text);
    await fields.email.fill("ada@example.com");
    await fields.company.fill("Acme");
    await fields.message.fill("x".repeat(1500));
    for (const answer of answers) {
      await fields.submit.click();
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert, String(answer.status)).toHaveText(answer.shown);
      expect(await alert.textContent()).not.toBe(API_ERROR_MESSAGES[answer.code]);
    }
    await expect(fields.message).toHaveValue("x".repeat(1500));
  });

  test(`/for-teams demo form shows the server's field errors next to the field (${locale})`, async ({ page }) => {
    await page.route("**/api/demo-requests", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "Some fields are invalid.", code: "validation_failed", fields: { company: "company_too_long" } }),
      }),
    );
    await gotoHydrated(page, url);
    const fields = form(page, text);
    await fields.email.fill("ada@example.com");
    await fields.company.fill("Acme");
    await fields.submit.click();
    await expect(fields.company).toHaveAttribute("aria-invalid", "true");
    await expect(fields.company).toHaveAccessibleDescription(text.companyTooLong);
  });

  test(`/for-teams demo form success replaces the form with the confirmation (${locale})`, async ({ page }) => {
    let payload: unknown;
    let whileSending: { disabled: boolean; label: string | null } | undefined;
    await page.route("**/api/demo-requests", async (route) => {
      payload = route.request().postDataJSON();
      const button = page.getByRole("main").locator('form button[type="submit"]');
      whileSending = { disabled: await button.isDisabled(), label: await button.textContent() };
      await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: "7" } }) });
    });
    await gotoHydrated(page, url);
    const fields = form(page, text);
    await fields.email.fill("  Ada@Example.com ");
    await fields.company.fill("Acme");
    await fields.message.fill("Twelve engineers on Next.js");
    await fields.submit.click();
    const confirmation = page.getByRole("heading", { name: text.successTitle });
    await expect(confirmation).toBeVisible({ timeout: 15_000 });
    await expect(confirmation).toBeFocused();
    await expect(page.getByText(text.successBody)).toBeVisible();
    await expect(fields.email).toHaveCount(0);
    expect(payload).toEqual({ email: "ada@example.com", company: "Acme", message: "Twelve engineers on Next.js", website: "" });
    expect(whileSending).toEqual({ disabled: true, label: text.submitting });
  });
}

for (const locale of locales) {
  const text = copy[locale];

  test(`/for-teams demo form keeps what was typed before it hydrated, with the focus (${locale})`, async ({ page }) => {
    let payload: unknown;
    await page.route("**/api/demo-requests", async (route) => {
      payload = route.request().postDataJSON();
      await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: "8" } }) });
    });
    await page.goto(localePath(locale, "/for-teams"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const island = page.locator("#demo astro-island");
    const release = await holdIsland(page, island);
    const fields = form(page, text);
    await fields.email.click();
    await fields.email.pressSequentially("early@example.com");
    await fields.company.click();
    await fields.company.pressSequentially("Early Ltd");
    // Enter before hydration must not send the fields anywhere (no navigation, no request).
    await fields.company.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/for-teams")}$`));
    await expect(island).toHaveAttribute("ssr", "");

    release();
    await expect(island).not.toHaveAttribute("ssr");
    await expect(fields.email).toHaveValue("early@example.com");
    await expect(fields.company).toHaveValue("Early Ltd");
    await expect(fields.company).toBeFocused();
    await fields.submit.click();
    await expect(page.getByRole("heading", { name: text.successTitle })).toBeVisible({ timeout: 15_000 });
    expect(payload).toEqual({ email: "early@example.com", company: "Early Ltd", website: "" });
  });
}

for (const locale of locales) {
  const text = copy[locale];

  test(`/for-teams demo request reaches the real server and is acknowledged (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, "/for-teams"));
    const fields = form(page, text);
    await fields.email.fill(`e2e-${locale}-${Date.now()}@example.com`);
    await fields.company.fill("Playwright Ltd");
    const response = page.waitForResponse((candidate) => candidate.url().endsWith("/api/demo-requests"));
    await fields.submit.click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole("heading", { name: text.successTitle })).toBeVisible({ timeout: 15_000 });
  });
}
