import { chromium } from "@playwright/test";

/** The system Chromium every script drives (never a browser a tool downloads), and the flags it needs here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** As root it needs --no-sandbox; the rest keep it from reaching for the network on its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The system Chromium, launched headless with those flags. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
