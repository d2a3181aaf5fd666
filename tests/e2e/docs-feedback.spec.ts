import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { API_ERROR_MESSAGES } from "../../src/domain/forms/api-errors";
import { fillTemplate } from "../../src/i18n/message-template";
import { getTranslator } from "../../src/i18n/translator";
import { DEFAULT_RETENTION_DAYS } from "../../src/lib/data-retention";
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, localePath, locales } from "./utils";

const messages = { en, fr } as const;
const PAGE = "/docs/start/introduction";

/** A text as an accessible description reads it: any run of spaces (French no-break ones included) as one. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));

/** The widget as a reader finds it at the bottom of the page: a region named by its question. */
function widget(page: Page, m: (typeof messages)["en"]) {
  const region = page.getByRole("region", { name: m.DocsFeedback.question });
  return {
    region,
    yes: region.getByRole("button", { name: m.DocsFeedback.yes, exact: true }),
    no: region.getByRole("button", { name: m.DocsFeedback.no, exact: true }),
    comment: region.getByRole("textbox"),
    send: region.getByRole("button", { name: m.DocsFeedback.submit, exact: true }),
    thanks: page.getByRole("heading", { name: m.DocsFeedback.thanksTitle }),
  };
}

for (const locale of locales) {
  const m = messages[locale];
  const url = localePath(locale, PAGE);

  test(`a reader answers No with a comment under a docs page, and the real server keeps it (${locale})`, async ({ page }) => {
    await gotoHydrated(page, url);
    const w = widget(page, m);
    await w.region.scrollIntoViewIfNeeded();
    await expect(w.comment).toBeHidden();
    await w.no.click();
    await expect(w.no).toHaveAttribute("aria-pressed", "true");
    await expect(w.yes).toHaveAttribute("aria-pressed", "false");
    await expect(w.comment).toBeVisible();
    await expect(page.getByLabel(m.DocsFeedback.comment.no)).toBeVisible();
    await expect(w.region.getByText(getTranslator(locale, "DocsFeedback")("privacy", { days: DEFAULT_RETENTION_DAYS }))).toBeVisible();
    await expect(w.region.getByRole("link", { name: m.Common.privacyLink, exact: true })).toHaveAttribute("href", localePath(locale, "/privacy"));

    await w.comment.fill(`e2e ${locale}: the install command needs tsx on the PATH.`);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith("/api/feedback"));
    const response = page.waitForResponse((candidate) => candidate.url().endsWith("/api/feedback"));
    await w.send.click();
    expect((await request).postDataJSON()).toEqual({ path: url, locale, helpful: false, comment: `e2e ${locale}: the install command needs tsx on the PATH.`, website: "" });
    expect((await response).status()).toBe(201);
    await expect(w.thanks).toBeVisible();
    await expect(w.thanks).toBeFocused();
    await expect(page.getByText(m.DocsFeedback.thanksBody)).toBeVisible();
    await expect(w.send).toHaveCount(0);
  });

  test(`the keyboard answers Yes and sends it without a comment; the counter follows what is typed (${locale})`, async ({ page }) => {
    let payload: unknown;
    let whileSending: { busy: string | null; label: string | null } | undefined;
    await page.route("**/api/feedback", async (route) => {
      payload = route.request().postDataJSON();
      const button = page.getByRole("region", { name: m.DocsFeedback.question }).locator('button[type="submit"]');
      whileSending = { busy: await button.getAttribute("aria-disabled"), label: await button.textContent() };
      await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: "e2e" } }) });
    });
    await gotoHydrated(page, url);
    const w = widget(page, m);
    await w.yes.focus();
    await expect(w.yes).toBeFocused();
    expect(await w.yes.evaluate((button) => button.matches(":focus-visible") && getComputedStyle(button).outlineStyle !== "none")).toBe(true);
    await page.keyboard.press("Space");
    await expect(w.yes).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel(m.DocsFeedback.comment.yes)).toBeVisible();

    const left = (count: number) => getTranslator(locale, "DocsFeedback")(count === 1 ? "remaining.one" : "remaining.other", { count: count.toLocaleString(locale) });
    // Shown under the field as typed, and given to screen readers as its description once typing pauses.
    await expect(w.region.getByText(left(1000)).first()).toBeVisible();
    await expect(w.comment).toHaveAccessibleDescription(spaced(left(1000)));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(w.comment).toBeFocused();
    await page.keyboard.type("Clear.");
    await expect(w.region.getByText(left(994)).first()).toBeVisible();
    await expect(w.comment).toHaveAccessibleDescription(spaced(left(994)));
    await w.comment.fill("");
    await w.send.focus();
    await page.keyboard.press("Enter");
    await expect(w.thanks).toBeFocused();
    expect(payload).toEqual({ path: url, locale, helpful: true, website: "" });
    expect(whileSending).toEqual({ busy: "true", label: m.DocsFeedback.submitting });
  });

  test(`a comment over 1,000 characters is refused before sending, and failures keep what was typed for a retry (${locale})`, async ({ page }) => {
    const answers = [
      { status: 503, body: { error: API_ERROR_MESSAGES.unavailable, code: "unavailable" }, shown: m.FormErrors.codes.unavailable },
      { status: 429, body: { error: API_ERROR_MESSAGES.rate_limited, code: "rate_limited" }, shown: m.FormErrors.codes.rate_limited },
      // The daily limit: its Retry-After runs until UTC midnight, and the visitor is told when.
      {
        status: 429,
        body: { error: API_ERROR_MESSAGES.rate_limited, code: "rate_limited" },
        headers: { "retry-after": "25200" },
        shown: fillTemplate(m.FormErrors.retry.message, { duration: fillTemplate(m.FormErrors.retry.hours.other, { count: "7" }) }),
      },
    ];
    let requests = 0;
    await page.route("**/api/feedback", (route) => {
      const answer = answers[requests++];
      if (!answer) return route.abort();
      return route.fulfill({ status: answer.status, contentType: "application/json", headers: "headers" in answer ? answer.headers : {}, body: JSON.stringify(answer.body) });
    });
    await gotoHydrated(page, url);
    const w = widget(page, m);
    await w.no.click();
    await w.comment.fill("x".repeat(1001));
    const tooMany = getTranslator(locale, "DocsFeedback")("over.one", { count: "1" });
    await expect(w.region.getByText(tooMany).first()).toBeVisible();
    await w.send.click();
    const tooLong = getTranslator(locale, "FormErrors")("fields.comment_too_long", { max: 1000 });
    await expect(w.comment).toHaveAccessibleDescription(spaced(tooLong));
    await expect(w.comment).toHaveAttribute("aria-invalid", "true");
    await expect(w.comment).toBeFocused();
    expect(requests).toBe(0);

    const typed = "Il manque un exemple.\nEt la sortie.";
    await w.comment.fill(typed);
    await expect(w.region.getByText(tooLong)).toBeHidden();
    for (const answer of answers) {
      await w.send.click();
      await expect(w.region.getByRole("alert")).toHaveText(answer.shown);
    }
    await w.send.click();
    await expect(w.region.getByRole("alert")).toHaveText(m.FormErrors.network);
    await expect(w.comment).toHaveValue(typed);
    await expect(w.no).toHaveAttribute("aria-pressed", "true");
    expect(requests).toBe(answers.length + 1);
  });

  test(`the widget reads well and passes axe at desktop and phone widths, open and answered (${locale})`, async ({ page }) => {
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: "e2e" } }) }));
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, url);
      const w = widget(page, m);
      await w.region.scrollIntoViewIfNeeded();
      await w.no.click();
      await expect(w.comment).toBeVisible();
      const box = (await w.send.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await w.send.click();
      await expect(w.thanks).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test(`the widget's code loads only when the reader reaches for it (${locale})`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, url);
    const loaded = () => scripts.some((script) => script.includes("docs-feedback"));
    expect(loaded()).toBe(false);
    const w = widget(page, m);
    await w.region.scrollIntoViewIfNeeded();
    // A click at once, before the code has come: it fetches the code and is replayed once it has.
    await w.yes.click();
    await expect.poll(loaded).toBe(true);
    await expect(w.comment).toBeVisible();
  });
}
