import { expect, test, type Page, type Response } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { API_ERROR_MESSAGES } from "../../src/domain/forms/api-errors";
import { FEEDBACK_EDIT_WINDOW_HOURS } from "../../src/domain/forms/feedback-update";
import { getTranslator } from "../../src/i18n/translator";
import { DEFAULT_RETENTION_DAYS } from "../../src/lib/data-retention";
import { exportedAnswers } from "./stored-rows";
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
    saved: region.getByRole("status").getByText(m.DocsFeedback.saved),
    comment: region.getByRole("textbox"),
    send: region.getByRole("button", { name: m.DocsFeedback.submit, exact: true }),
    thanks: page.getByRole("heading", { name: m.DocsFeedback.thanksTitle }),
  };
}

/** The answer to the widget's next request with `method` to the docs feedback API. */
const nextAnswer = (page: Page, method: "POST" | "PATCH") =>
  page.waitForResponse((response) => response.url().includes("/api/feedback") && response.request().method() === method);
const idOf = async (response: Response) => ((await response.json()) as { data: { id: string } }).data.id;

/** A stand-in API for the tests that look at the widget alone: answers stored (201) and changed (200). */
async function fakeApi(page: Page, sent: { method: string; url: string; body: unknown }[] = []) {
  await page.route("**/api/feedback**", (route) => {
    const request = route.request();
    sent.push({ method: request.method(), url: new URL(request.url()).pathname, body: request.postDataJSON() });
    const patch = request.method() === "PATCH";
    return route.fulfill({ status: patch ? 200 : 201, contentType: "application/json", body: JSON.stringify({ data: { id: "6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f" } }) });
  });
  return sent;
}

for (const locale of locales) {
  const m = messages[locale];
  const url = localePath(locale, PAGE);
  const choice = locale === "en" ? "no" : "yes";

  test(`a ${choice} pressed at once on a cold page is stored and thanked, and the comment completes that same answer (${locale})`, async ({ page }) => {
    await page.goto(url);
    const w = widget(page, m);
    const vote = nextAnswer(page, "POST");
    // No wait for the widget's code: this click is what fetches it.
    await w[choice].click();
    await expect(w[choice]).toHaveAttribute("aria-pressed", "true");
    await expect(w.saved).toBeVisible();
    await expect(w[choice]).toBeFocused();
    const stored = await vote;
    expect(stored.status()).toBe(201);
    const id = await idOf(stored);
    const helpful = choice === "yes";
    expect((await exportedAnswers()).filter((row) => row.id === id)).toEqual([{ id, created_at: expect.any(String), path: url, locale, helpful, comment: null }]);

    const text = `e2e ${locale} ${id}: the install command needs tsx on the PATH.`;
    await w.comment.fill(text);
    const completed = nextAnswer(page, "PATCH");
    await w.send.click();
    expect((await completed).status()).toBe(200);
    expect((await completed).request().postDataJSON()).toEqual({ comment: text, website: "" });
    await expect(w.thanks).toBeFocused();
    await expect(page.getByText(m.DocsFeedback.thanksBody)).toBeVisible();
    await expect(w.send).toHaveCount(0);

    const answers = await exportedAnswers();
    expect(answers.filter((row) => row.id === id || row.comment === text)).toEqual([{ id, created_at: expect.any(String), path: url, locale, helpful, comment: text }]);
  });

  test(`the keyboard answers Yes, changes its mind to No, then sends a comment; the counter follows what is typed (${locale})`, async ({ page }) => {
    const sent = await fakeApi(page);
    await gotoHydrated(page, url);
    const w = widget(page, m);
    await expect(w.region.getByText(getTranslator(locale, "DocsFeedback")("privacy", { days: DEFAULT_RETENTION_DAYS }))).toBeVisible();
    await expect(w.region.getByRole("link", { name: m.Common.privacyLink, exact: true })).toHaveAttribute("href", localePath(locale, "/privacy"));
    await expect(w.comment).toBeHidden();
    await w.yes.focus();
    await expect(w.yes).toBeFocused();
    expect(await w.yes.evaluate((button) => button.matches(":focus-visible") && getComputedStyle(button).outlineStyle !== "none")).toBe(true);
    await page.keyboard.press("Space");
    await expect(w.yes).toHaveAttribute("aria-pressed", "true");
    await expect(w.saved).toBeVisible();
    await expect(page.getByLabel(m.DocsFeedback.comment.yes)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(w.no).toBeFocused();
    await page.keyboard.press("Space");
    await expect(w.no).toHaveAttribute("aria-pressed", "true");
    await expect(w.yes).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByLabel(m.DocsFeedback.comment.no)).toBeVisible();
    await expect.poll(() => sent.length).toBe(2);
    await expect(w.saved).toBeVisible();

    const left = (count: number) => getTranslator(locale, "DocsFeedback")("remaining", { count });
    // Shown under the field as typed, and given to screen readers as its description once typing pauses.
    await expect(w.region.getByText(left(1000)).first()).toBeVisible();
    await expect(w.comment).toHaveAccessibleDescription(spaced(left(1000)));
    await page.keyboard.press("Tab");
    await expect(w.comment).toBeFocused();
    await page.keyboard.type("Unclear.");
    await expect(w.region.getByText(left(992)).first()).toBeVisible();
    await expect(w.comment).toHaveAccessibleDescription(spaced(left(992)));
    await page.keyboard.press("Tab");
    await expect(w.send).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(w.thanks).toBeFocused();
    expect(sent).toEqual([
      { method: "POST", url: "/api/feedback", body: { path: url, locale, helpful: true, website: "" } },
      { method: "PATCH", url: "/api/feedback/6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f", body: { helpful: false, website: "" } },
      { method: "PATCH", url: "/api/feedback/6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f", body: { comment: "Unclear.", website: "" } },
    ]);
  });

  test(`failures are shown and retried: the answer by pressing again, the comment by sending again, with what was typed kept (${locale})`, async ({ page }) => {
    const answers = [
      { status: 503, body: { error: API_ERROR_MESSAGES.unavailable, code: "unavailable" } },
      { status: 201, body: { data: { id: "6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f" } } },
      { status: 429, body: { error: API_ERROR_MESSAGES.rate_limited, code: "rate_limited" } },
      null,
      { status: 404, body: { error: API_ERROR_MESSAGES.feedback_not_found, code: "feedback_not_found" } },
    ];
    let requests = 0;
    await page.route("**/api/feedback**", (route) => {
      const answer = answers[requests++];
      if (!answer) return route.abort();
      return route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
    });
    await gotoHydrated(page, url);
    const w = widget(page, m);
    await w.no.click();
    await expect(w.region.getByRole("alert")).toHaveText(m.FormErrors.codes.unavailable);
    await expect(w.no).toHaveAttribute("aria-pressed", "true");
    await expect(w.saved).toBeHidden();
    await w.no.click();
    await expect(w.saved).toBeVisible();
    await expect(w.region.getByRole("alert")).toBeHidden();

    await w.comment.fill("x".repeat(1001));
    const tooMany = getTranslator(locale, "DocsFeedback")("over", { count: 1 });
    await expect(w.region.getByText(tooMany).first()).toBeVisible();
    await w.send.click();
    const tooLong = getTranslator(locale, "FormErrors")("fields.comment_too_long", { max: 1000 });
    await expect(w.comment).toHaveAccessibleDescription(spaced(tooLong));
    await expect(w.comment).toHaveAttribute("aria-invalid", "true");
    await expect(w.comment).toBeFocused();
    expect(requests).toBe(2);

    const typed = "Il manque un exemple.\nEt la sortie.";
    await w.comment.fill(typed);
    await expect(w.region.getByText(tooLong)).toBeHidden();
    await w.send.click();
    await expect(w.region.getByRole("alert")).toHaveText(m.FormErrors.codes.rate_limited);
    await w.send.click();
    await expect(w.region.getByRole("alert")).toHaveText(m.FormErrors.network);
    await w.send.click();
    await expect(w.region.getByRole("alert")).toHaveText(getTranslator(locale, "DocsFeedback")("expired", { hours: FEEDBACK_EDIT_WINDOW_HOURS }));
    await expect(w.comment).toHaveValue(typed);
    await expect(w.no).toHaveAttribute("aria-pressed", "true");
    expect(requests).toBe(5);
  });

  test(`the widget reads well and passes axe at desktop and phone widths, asked, answered and commented (${locale})`, async ({ page }) => {
    await fakeApi(page);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, url);
      const w = widget(page, m);
      await w.region.scrollIntoViewIfNeeded();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await w.no.click();
      await expect(w.saved).toBeVisible();
      await expect(w.comment).toBeVisible();
      const box = (await w.send.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await w.comment.fill("Clear.");
      await w.send.click();
      await expect(w.thanks).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test(`the widget's code loads only when the reader reaches for it (${locale})`, async ({ page }) => {
    await fakeApi(page);
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
    await expect(w.saved).toBeVisible();
    await expect(w.comment).toBeVisible();
  });
}

test("an answer pressed before the widget's code came, by a reader who leaves at once, is stored as the page goes", async ({ page }) => {
  // A page no other test answers on, so its answers can be counted.
  const url = "/fr/docs/concepts/templates";
  const count = async () => (await exportedAnswers()).filter((row) => row.path === url && row.helpful === false && row.comment === null).length;
  const before = await count();
  // The code never comes.
  await page.route("**/_astro/docs-feedback-behaviour*.js", () => undefined);
  await page.goto(url);
  await widget(page, fr).no.click();
  await page.goto(localePath("fr", "/philosophy"));
  await expect.poll(count).toBe(before + 1);
});
