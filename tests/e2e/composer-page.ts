import { expect, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };

// What the composer specs share: the composer's parts as a visitor finds them, and the messages.
export const messages = { en, fr } as const;

/** Module names as the catalogue writes them (they are not translated). */
export const names = { drizzle: "Drizzle ORM", nextjs: "Next.js", betterAuth: "Better Auth", vitest: "Vitest", stripe: "Stripe Payment Processing", shadcn: "Shadcn/ui" };

/** A message with its `{placeholders}` filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export const genomeCode = (page: Page) => page.locator("#composer-outputs").locator("pre").first();
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The command that runs the genome, with its copy button, is wholly on screen: inside the viewport,
 * not clipped by the panel's scrolling part (the observer behind toBeInViewport clips by every
 * scrolling ancestor), and covered by nothing (the site's header, the phone's summary bar).
 */
export async function expectCommandOnScreen(page: Page, copy: string): Promise<void> {
  const run = page.locator("#composer-run");
  const command = run.locator("code");
  await expect(command).toContainText("architech new");
  await expect(command).toBeInViewport({ ratio: 1 });
  await expect(run.getByRole("button", { name: copy, exact: true })).toBeInViewport({ ratio: 1 });
  const uncovered = await command.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(uncovered).toBe(true);
}
export const adapter = (page: Page, name: string) => page.locator("#composer-adapters").getByRole("radio", { name, exact: true }).or(page.locator("#composer-adapters").getByRole("checkbox", { name, exact: true }));
