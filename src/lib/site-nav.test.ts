import { describe, expect, it } from "vitest";
import { genomeIds } from "@/domain/catalog/catalog";
import { genomePath } from "@/domain/catalog/paths";
import { currentNavItem, footerColumns, navGroups, navLinks } from "./site-nav";

const headerItems = [...navGroups.flatMap((group) => group.items), ...navLinks];

describe("the header's items", () => {
  it("offer every page once: no page sits under two labels", () => {
    const hrefs = headerItems.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("group the templates: the page that lists them, then each template's own page", () => {
    const templates = navGroups.find((group) => group.key === "templates")!;
    expect(templates.items.map((item) => item.href)).toEqual(["/solutions", ...genomeIds.map(genomePath)]);
    expect(footerColumns.find((column) => column.key === "templates")!.items).toEqual(templates.items);
  });
});

describe("currentNavItem", () => {
  it("marks the page's own item, and none for a page the header does not offer", () => {
    expect(currentNavItem("/cli")).toBe("cli");
    expect(currentNavItem("/for-teams")).toBe("forTeams");
    expect(currentNavItem("/solutions")).toBe("templates");
    expect(currentNavItem("/solutions/saas-starter")).toBe("template:saas-starter");
    expect(currentNavItem("/team")).toBe("team");
    expect(currentNavItem("/")).toBeNull();
    expect(currentNavItem("/privacy")).toBeNull();
  });
});
