// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { CLI_PACKAGE } from "@/domain/cli/package";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PackageManagerTabs, type DocsCodeLabels } from "../docs-code";
import { packageManagerVariants } from "../package-managers";
import { PACKAGE_MANAGER_KEY, wirePackageManagerTabs } from "./package-manager-tabs";

const labels: DocsCodeLabels = { copy: { copy: "Copy", copied: "Copied!", failed: "Press Ctrl+C" }, code: (language) => `Code: ${language}`, packageManagers: "Package manager" };

function block(baseId: string, code: string): string {
  return renderToStaticMarkup(createElement(PackageManagerTabs, { variants: packageManagerVariants(code)!, baseId, labels }));
}

const visibleCommands = () => Array.from(document.querySelectorAll<HTMLElement>("[data-pm-panel]:not([hidden])")).map((panel) => panel.textContent?.replace("$", "").trim());
const selectedTabs = () => Array.from(document.querySelectorAll<HTMLElement>("[role=tab][aria-selected=true]")).map((tab) => tab.textContent);

describe("package-manager tabs", () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    localStorage.clear();
    document.body.innerHTML = block("a", `npm install -g ${CLI_PACKAGE}`) + block("b", "cd app && npm install");
  });
  afterEach(() => controller.abort());

  it("shows npm until the visitor chooses", () => {
    wirePackageManagerTabs(document, localStorage, controller.signal);
    expect(visibleCommands()).toEqual([`npm install -g ${CLI_PACKAGE}`, "cd app && npm install"]);
  });

  it("shows the chosen manager in every block of the page and remembers it", () => {
    wirePackageManagerTabs(document, localStorage, controller.signal);
    document.querySelector<HTMLElement>("#a-pnpm-tab")!.click();
    expect(visibleCommands()).toEqual([`pnpm add -g ${CLI_PACKAGE}`, "cd app && pnpm install"]);
    expect(selectedTabs()).toEqual(["pnpm", "pnpm"]);
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBe("pnpm");
    expect(document.querySelectorAll("[data-pm-copy]:not([hidden])")).toHaveLength(2);
  });

  it("shows the remembered manager on the next page", () => {
    localStorage.setItem(PACKAGE_MANAGER_KEY, "bun");
    wirePackageManagerTabs(document, localStorage, controller.signal);
    expect(visibleCommands()).toEqual([`bun add -g ${CLI_PACKAGE}`, "cd app && bun install"]);
  });

  it("moves between tabs with the arrow keys, wrapping around, and focuses the chosen tab", () => {
    wirePackageManagerTabs(document, localStorage, controller.signal);
    const npm = document.querySelector<HTMLElement>("#b-npm-tab")!;
    npm.focus();
    npm.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(document.activeElement?.id).toBe("b-bun-tab");
    expect(selectedTabs()).toEqual(["bun", "bun"]);
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement?.id).toBe("b-npm-tab");
  });

  it("ignores a stored value that is no package manager", () => {
    localStorage.setItem(PACKAGE_MANAGER_KEY, "<script>");
    wirePackageManagerTabs(document, localStorage, controller.signal);
    expect(selectedTabs()).toEqual(["npm", "npm"]);
  });
});
