import { expect as baseExpect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { API_ERROR_MESSAGES } from "../../src/domain/forms/api-errors";
import { siteConfig } from "../../src/lib/site-config";
import { expectNoSeriousA11yViolations, gotoHydrated, holdIsland, localePath, locales, MOBILE, type TestLocale } from "./utils";

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
// Several engineers share two cores: assertions wait longer than the default before failing.
const expect = baseExpect.configure({ timeout: 15_000 });

function uniqueEmail(tag: string): string {
  return `Landing.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@Example.com`;
}

/** Opens the landing page and waits until its islands have hydrated, so clicks reach their handlers. */
async function openLanding(page: Page, locale: TestLocale) {
  await gotoHydrated(page, localePath(locale, "/"));
  await expect(page.locator("h1")).toBeVisible();
}

/** Freezes the page's clock (installed before loading) so the demo's stages can be stepped through exactly. */
async function stopTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Scrolls to the demo and waits until the interactive island has replaced the shell. */
async function openDemo(page: Page) {
  await page.locator("#demo").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
}

for (const locale of locales) {
  const m = messages[locale];
  const demo = m.Landing.demo;

  test.describe(`landing (${locale})`, () => {
    // The page is long and axe checks all of it; a shared two-core machine needs the headroom.
    test.describe.configure({ timeout: 180_000 });

    test("hero buttons scroll to the call to action", async ({ page }) => {
      await openLanding(page, locale);
      for (const name of [m.Landing.hero.primaryCta, m.Landing.hero.secondaryCta]) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator("#home").getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(/#cta$/);
        await expect(page.getByRole("heading", { level: 2, name: m.Landing.cta.title })).toBeInViewport();
      }
    });

    test("demo stages appear at 0, 800, 1500 and 2000 ms", async ({ page }) => {
      await page.clock.install();
      await openLanding(page, locale);
      await openDemo(page);
      await stopTime(page);
      const tabs = page.locator("#demo").getByRole("tab");
      const input = page.getByLabel(demo.inputLabel);
      await input.fill(demo.examples.shop);
      await input.press("Enter");
      await expect(tabs).toHaveText([demo.tabs.technologies]);
      await expect(page.locator("[data-matched-template]")).toHaveAttribute("data-matched-template", "ecommerce-app");
      await expect(page.locator("#demo [data-step=adapters]")).toHaveAttribute("data-state", "current");

      await page.clock.runFor(799);
      await expect(tabs).toHaveText([demo.tabs.technologies]);
      await page.clock.runFor(1);
      await expect(tabs).toHaveText([demo.tabs.technologies, demo.tabs.blueprint]);
      await expect(page.locator("#demo pre[data-lines-shown]")).toHaveAttribute("data-lines-shown", "1");
      await page.clock.runFor(100);
      await expect(page.locator("#demo pre[data-lines-shown]")).toHaveAttribute("data-lines-shown", "3");

      await page.clock.runFor(599);
      await expect(tabs).toHaveCount(2);
      await page.clock.runFor(1);
      await expect(tabs).toHaveText([demo.tabs.technologies, demo.tabs.blueprint, demo.tabs.structure]);
      await expect(page.locator("#demo [data-step=code]")).toHaveAttribute("data-state", "current");

      await page.clock.runFor(499);
      await expect(tabs).toHaveCount(3);
      await page.clock.runFor(1);
      await expect(tabs).toHaveText([demo.tabs.technologies, demo.tabs.blueprint, demo.tabs.structure, demo.tabs.preview]);
      await expect(page.locator("#demo [data-step=complete]")).toHaveAttribute("data-state", "done");
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "complete");

      await tabs.filter({ hasText: demo.tabs.structure }).click();
      await expect(page.locator("#demo").getByRole("list", { name: demo.structureLabel })).toContainText("checkout");
      await tabs.filter({ hasText: demo.tabs.preview }).click();
      await expect(page.locator("#demo").getByText(demo.previewNote)).toBeVisible();
    });

    test("demo ignores a blank description and a second Enter while generating", async ({ page }) => {
      await page.clock.install();
      await openLanding(page, locale);
      await openDemo(page);
      await stopTime(page);
      const tabs = page.locator("#demo").getByRole("tab");
      const input = page.getByLabel(demo.inputLabel);
      await input.fill("   ");
      await input.press("Enter");
      await page.clock.runFor(1000);
      await expect(tabs).toHaveCount(0);
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "idle");

      await input.fill(demo.examples.blog);
      await input.press("Enter");
      await page.clock.runFor(900);
      await expect(tabs).toHaveCount(2);
      await input.press("Enter");
      // A restart would drop back to the technologies tab alone for 800 ms.
      await page.clock.runFor(100);
      await expect(tabs).toHaveCount(2);
      await page.clock.runFor(500);
      await expect(tabs).toHaveCount(3);
    });

    test("demo pauses, resumes, resets and copies the genome", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.clock.install();
      await openLanding(page, locale);
      await openDemo(page);
      await stopTime(page);
      const tabs = page.locator("#demo").getByRole("tab");
      await page.locator("#demo").getByRole("button", { name: demo.examples.saas }).click();
      const status = page.locator("#demo [data-demo-status]");
      await expect(status).toHaveAttribute("data-demo-status", "running");
      await page.clock.runFor(1000);
      await page.locator("#demo").getByRole("button", { name: demo.pause }).click();
      await expect(status).toHaveText(demo.status.paused);
      await expect(page.locator("#demo [data-step=blueprint]")).toHaveAttribute("data-state", "current");
      await page.clock.runFor(3000);
      await expect(tabs).toHaveCount(2);
      await page.locator("#demo").getByRole("button", { name: demo.resume }).click();
      await page.clock.runFor(499);
      await expect(tabs).toHaveCount(2);
      await page.clock.runFor(1);
      await expect(tabs).toHaveCount(3);
      await page.clock.runFor(10_000);
      await expect(status).toHaveAttribute("data-demo-status", "complete");
      await expect(page.locator("#demo").getByRole("button", { name: demo.replay })).toBeEnabled();

      await tabs.filter({ hasText: demo.tabs.blueprint }).click();
      await page.locator("#demo").getByRole("button", { name: demo.copyGenome }).click();
      await expect(page.locator("#demo").getByRole("button", { name: m.Common.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('id: "payment/stripe"');
      expect(copied).toContain(`description: ${JSON.stringify(demo.examples.saas)}`);

      const download = page.waitForEvent("download");
      await page.locator("#demo").getByRole("button", { name: demo.downloadGenome }).click();
      expect((await download).suggestedFilename()).toBe("genome.ts");

      await page.locator("#demo").getByRole("button", { name: demo.replay }).click();
      await expect(tabs).toHaveCount(1);
      await page.locator("#demo").getByRole("button", { name: demo.reset }).click();
      await expect(status).toHaveAttribute("data-demo-status", "idle");
      await expect(tabs).toHaveCount(0);
    });

    test("demo keeps what was typed before it hydrated, with the focus, and runs on it", async ({ page }) => {
      await page.clock.install();
      await page.goto(localePath(locale, "/"));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const island = page.locator("#demo astro-island");
      const release = await holdIsland(page, island);
      await page.locator("#demo").scrollIntoViewIfNeeded();
      const input = page.getByLabel(demo.inputLabel);
      await input.click();
      await input.pressSequentially(demo.examples.blog);
      await expect(island).toHaveAttribute("ssr", "");

      release();
      await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
      await expect(input).toHaveValue(demo.examples.blog);
      await expect(input).toBeFocused();

      await stopTime(page);
      await input.press("Enter");
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "running");
      await expect(page.locator("[data-matched-template]")).toHaveAttribute("data-matched-template", "blog-app");
      await page.clock.runFor(10_000);
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "complete");
      await page.locator("#demo").getByRole("tab", { name: demo.tabs.preview }).click();
      await expect(page.locator("#demo [role=tabpanel]:not([hidden])").getByText(demo.examples.blog)).toBeVisible();
    });

    test("demo runs a request made before it hydrated", async ({ page }) => {
      await page.clock.install();
      await page.goto(localePath(locale, "/"));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const island = page.locator("#demo astro-island");
      const release = await holdIsland(page, island);
      await page.locator("#demo").scrollIntoViewIfNeeded();
      const input = page.getByLabel(demo.inputLabel);
      await input.click();
      await input.pressSequentially(demo.examples.shop);
      await input.press("Enter");
      // Held for the island, not submitted as a GET form.
      await expect(page).not.toHaveURL(/[?&]prompt=/);
      await expect(island).toHaveAttribute("ssr", "");

      await stopTime(page);
      release();
      await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
      await expect(page.locator("[data-matched-template]")).toHaveAttribute("data-matched-template", "ecommerce-app");
      await expect(input).toHaveValue(demo.examples.shop);
      await expect(input).toBeFocused();
    });

    test("audience tabs work with the keyboard", async ({ page }) => {
      await openLanding(page, locale);
      const builders = page.getByRole("tab", { name: m.Landing.audience.builders.tab });
      const creators = page.getByRole("tab", { name: m.Landing.audience.creators.tab });
      await builders.focus();
      await expect(builders).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(creators).toBeFocused();
      await expect(creators).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText(m.Landing.audience.creators.dialog.user)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(builders).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("link", { name: m.Landing.audience.builders.cliLink })).toBeVisible();
    });

    test("FAQ opens one question at a time, the first by default", async ({ page }) => {
      await openLanding(page, locale);
      const faq = page.locator("#faq");
      const first = faq.getByRole("button", { name: m.Landing.faq.items.what.question });
      const second = faq.getByRole("button", { name: m.Landing.faq.items.genome.question });
      await expect(faq.getByRole("button", { expanded: true })).toHaveCount(1);
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByText(m.Landing.faq.items.what.answer)).toBeVisible();
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(faq.getByRole("button", { expanded: true })).toHaveCount(1);
      await expect(faq.locator("[data-state=open][role=region]")).toHaveCount(1);
    });

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

    test("the hero shows the install command and the call to action copies it with feedback for two seconds", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openLanding(page, locale);
      await expect(page.locator("#home")).toContainText(siteConfig.cli.installCommand);
      const cta = page.locator("#cta");
      await cta.getByRole("button", { name: m.Common.copy, exact: true }).click();
      await expect(cta.getByRole("button", { name: m.Common.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.cli.installCommand);
      await expect(cta.getByRole("button", { name: m.Common.copy, exact: true })).toBeVisible({ timeout: 3500 });
      await expect(cta.getByRole("link", { name: m.Landing.cta.cliLink })).toHaveAttribute("href", localePath(locale, "/cli"));
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

    test("the browser accepts every Permissions-Policy feature the server denies", async ({ page }) => {
      const policyErrors: string[] = [];
      page.on("console", (message) => /Permissions-Policy/i.test(message.text()) && policyErrors.push(message.text()));
      await openLanding(page, locale);
      expect(policyErrors).toEqual([]);
    });

    test("comparison is a table on wide screens and cards at 375 px", async ({ page }) => {
      await openLanding(page, locale);
      const section = page.locator("#where-we-fit");
      const table = section.getByRole("table");
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader", { name: m.Landing.whereWeFit.columns.architech })).toBeVisible();
      await expect(table.getByRole("rowheader")).toHaveCount(5);
      await expect(section.locator("[data-comparison=cards]")).toBeHidden();

      await page.setViewportSize(MOBILE);
      await expect(table).toBeHidden();
      await expect(section.locator("[data-comparison=cards]")).toBeVisible();
      await expect(section.locator("[data-comparison=cards] > li")).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });

    test("has no serious accessibility violations, with the dialog closed and open", async ({ page }) => {
      await openLanding(page, locale);
      await openDemo(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: m.Landing.faq.contactButton }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
