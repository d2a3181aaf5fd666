// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { readPageData, serializePageData } from "./page-data";

describe("page data", () => {
  it("round-trips through a JSON script element, even text that would close it", () => {
    const value = { title: "</script><script>alert(1)</script>", counts: [0, 1, 2] };
    document.body.innerHTML = `<div><script type="application/json" data-view>${serializePageData(value)}</script></div>`;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(readPageData(document.body, "[data-view]")).toEqual(value);
  });

  it("says which data is missing", () => {
    document.body.innerHTML = "<div></div>";
    expect(() => readPageData(document.body, "[data-view]")).toThrow("[data-view]");
  });
});
