// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it } from "vitest";
import { hook, type DatasetKey } from "./dom-hooks";

describe("dom hooks", () => {
  it("gives a hook as JSX props, a bare marker as an empty value", () => {
    expect(hook("data-item-id", "payment/stripe")).toEqual({ "data-item-id": "payment/stripe" });
    expect(hook("data-span", 2)).toEqual({ "data-span": "2" });
    expect(hook("data-empty")).toEqual({ "data-empty": "" });
    expectTypeOf(hook("data-item-id", "x")).toEqualTypeOf<Record<"data-item-id", string>>();
  });

  it("names a hook's dataset key as the browser does", () => {
    expectTypeOf<DatasetKey<"data-item-id">>().toEqualTypeOf<"itemId">();
    expectTypeOf<DatasetKey<"data-pm">>().toEqualTypeOf<"pm">();
    expectTypeOf<DatasetKey<"data-toc-link">>().toEqualTypeOf<"tocLink">();
    const element = document.createElement("li");
    element.setAttribute("data-toc-link", "roadmap");
    expect(element.dataset["tocLink" satisfies DatasetKey<"data-toc-link">]).toBe("roadmap");
  });
});
