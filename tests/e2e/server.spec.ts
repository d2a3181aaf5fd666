import { expect, test, type APIRequestContext } from "@playwright/test";

/** A content-hashed file the home page links (its stylesheet). */
async function hashedAsset(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/", { headers: { "accept-language": "en" } })).text();
  const asset = /\/_astro\/[^"'\s>]+\.css/.exec(html)?.[0];
  expect(asset, "the home page links a hashed stylesheet").toBeTruthy();
  return asset!;
}

test.describe("API errors", () => {
  test("an unknown /api path answers a JSON 404", async ({ request }) => {
    for (const path of ["/api/nope", "/api", "/api/waitlist/extra", "/api/waitlist/"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toContain("application/json");
      expect(await response.json(), path).toEqual({ error: expect.any(String), code: "not_found" });
    }
  });

  test("other methods, OPTIONS included, answer a JSON 405 with Allow", async ({ request }) => {
    for (const method of ["GET", "OPTIONS", "PUT", "DELETE"]) {
      const response = await request.fetch("/api/waitlist", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe("POST");
      expect(await response.json(), method).toMatchObject({ code: "method_not_allowed", error: expect.any(String) });
    }
    const head = await request.fetch("/api/waitlist", { method: "HEAD" });
    expect(head.status()).toBe(405);
    expect(head.headers().allow).toBe("POST");
  });
});

test.describe("pages the build does not have", () => {
  for (const { path, lang } of [
    { path: "/nope", lang: "en" },
    { path: "/fr/nope", lang: "fr" },
    { path: "/not-found", lang: "en" },
  ]) {
    test(`${path} answers 404 with the not-found page in ${lang}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(await response.text()).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    });
  }

  test("a trailing slash redirects to the page, keeping the query", async ({ request }) => {
    const response = await request.get("/cli/?ref=docs", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/cli?ref=docs");
  });
});

test.describe("static files", () => {
  test("pages and hashed assets come precompressed: brotli when accepted, else gzip", async ({ request }) => {
    const asset = await hashedAsset(request);
    for (const path of ["/cli", asset]) {
      const br = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.status(), path).toBe(200);
      expect(br.headers()["content-encoding"], path).toBe("br");
      expect(br.headers().vary, path).toContain("Accept-Encoding");
      const gzip = await request.get(path, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    }
    const home = await request.get("/", { headers: { "accept-encoding": "br", "accept-language": "en" } });
    expect(home.headers()["content-encoding"]).toBe("br");
  });

  test("hashed assets are cached for good, pages revalidate", async ({ request }) => {
    const asset = await request.get(await hashedAsset(request));
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await request.get("/cli");
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    const etag = page.headers().etag!;
    const again = await request.get("/cli", { headers: { "if-none-match": etag, "accept-encoding": page.headers()["content-encoding"] ?? "identity" } });
    expect(again.status()).toBe(304);
  });

  test("every answer carries the security headers and a CSP without inline scripts", async ({ request }) => {
    const asset = await hashedAsset(request);
    for (const path of ["/cli", "/fr/cli", "/nope", asset, "/api/health", "/api/nope"]) {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src "));
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
      expect(csp, path).toContain("script-src-attr 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
      // The suite browses over plain http, where Strict-Transport-Security must not be sent.
      expect(headers["strict-transport-security"], path).toBeUndefined();
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
  });

  test("the page's own inline scripts and islands run under that CSP", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.violatedDirective}`));
    });
    await page.goto("/");
    // Bring every below-the-fold island into view so its script loads too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
});

test.describe("language of a URL", () => {
  test("an explicit URL wins: visiting /fr/… remembers nothing", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/fr/cli");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect((await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")).toBeUndefined();

    await page.goto("/cli");
    await expect(page).toHaveURL(/\/cli$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("a remembered French choice sends / to /fr but never /cli", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/cli?lng=fr");
    await expect(page).toHaveURL(/\/fr\/cli$/);
    expect((await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("fr");

    await page.goto("/cli");
    await expect(page).toHaveURL(/\/cli$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });
});
