/**
 * npx tsx scripts/bench-scripts.ts [origin]: the script every page runs before any interaction,
 * in gzip -9 bytes (its script files and the scripts inlined in its HTML), for every page of the
 * registry in both languages, against the production server (started on the current build unless
 * an origin is given, such as an older build's server to compare with). Nothing here depends on
 * the machine's load.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Response } from "@playwright/test";
import { allPagePaths } from "../src/lib/routes";
import { localizePath } from "../src/i18n/locale-path";
import { locales } from "../src/i18n/routing";
import { scriptBytesBeforeInteraction } from "./lib/script-bytes";
import { startProductionServer } from "./lib/production-server";
import { launchChromium } from "./lib/chromium";


async function main() {
  const given = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  const server = given ? undefined : await startProductionServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "architech-bench-")), DATABASE_URL: "" });
  const origin = given ?? server!.url;
  const browser = await launchChromium();
  try {
    console.log(`Script run before any interaction, per page (gzip -9 of each file and inline script; ${origin}):`);
    const cache = new Map<string, number>();
    const page = await browser.newPage();
    for (const locale of locales) {
      for (const pagePath of allPagePaths) {
        const url = `${origin}${localizePath(pagePath, locale)}`;
        const files: string[] = [];
        const onResponse = (response: Response) => {
          if (response.request().resourceType() === "script") files.push(response.url());
        };
        page.on("response", onResponse);
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        page.off("response", onResponse);
        const bytes = await scriptBytesBeforeInteraction(url, files, cache);
        console.log(`  ${localizePath(pagePath, locale).padEnd(52)} ${String(bytes).padStart(6)} B, ${files.length} file(s)`);
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
