import { expect, test } from "@playwright/test";

const cases = [
  { path: "/nope", lang: "en", title: "This page isn't in the genome", home: "Back to home", homeHref: "/" },
  { path: "/fr/nope", lang: "fr", title: "Cette page ne figure pas dans le génome", home: "Retour à l’accueil", homeHref: "/fr" },
  { path: "/solutions/not-a-genome", lang: "en", title: "This page isn't in the genome", home: "Back to home", homeHref: "/" },
] as const;

for (const entry of cases) {
  test(`${entry.path} answers 404 with server-rendered content in ${entry.lang}`, async ({ page, request }) => {
    const raw = await request.get(entry.path);
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).toContain(entry.title.replace("'", "&#x27;"));

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", entry.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
    await expect(page.getByRole("main").getByRole("link", { name: entry.home })).toHaveAttribute("href", entry.homeHref);
    await expect.poll(() => errors.some((text) => text.includes(entry.path))).toBe(true);
  });
}

test("the not-found page is not indexed", async ({ page }) => {
  await page.goto("/nope");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
