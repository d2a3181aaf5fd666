import { describe, expect, it } from "vitest";
import { switchLocaleHref, localeCookie } from "./locale-switch";

describe("switchLocaleHref", () => {
  it("keeps the page, query and hash", () => {
    expect(switchLocaleHref({ pathname: "/marketplace", search: "?q=auth&category=adapter", hash: "#grid" }, "fr")).toBe(
      "/fr/marketplace?q=auth&category=adapter#grid",
    );
    expect(switchLocaleHref({ pathname: "/fr/philosophy", search: "", hash: "" }, "en")).toBe("/philosophy");
    expect(switchLocaleHref({ pathname: "/fr", search: "", hash: "#faq" }, "en")).toBe("/#faq");
  });

  it("remembers the choice for a year in the cookie the proxy reads", () => {
    expect(localeCookie("fr")).toBe("NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
