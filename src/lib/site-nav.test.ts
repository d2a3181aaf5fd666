import { describe, expect, it } from "vitest";
import { currentNavItem, navGroups, navLinks } from "./site-nav";

describe("currentNavItem", () => {
  it("marks one item for a page the header offers twice: the first in the header's order", () => {
    const offers = (href: string) => [...navGroups.flatMap((group) => group.items), ...navLinks].filter((item) => item.href === href).map((item) => item.key);
    expect(offers("/cli")).toEqual(["cli", "developers"]);
    expect(currentNavItem("/cli")).toBe("cli");
    expect(offers("/for-teams")).toEqual(["forTeams", "teams"]);
    expect(currentNavItem("/for-teams")).toBe("forTeams");
  });

  it("marks the page's own item, and none for a page the header does not offer", () => {
    expect(currentNavItem("/solutions")).toBe("solutions");
    expect(currentNavItem("/team")).toBe("team");
    expect(currentNavItem("/")).toBeNull();
    expect(currentNavItem("/privacy")).toBeNull();
  });
});
