// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { showSearchDialog } from "./show-search-dialog";


describe("opening the site search", () => {
  const dialog = () => document.querySelector("dialog")!;

  beforeEach(() => {
    document.body.innerHTML = `<button>Search</button><div data-site-search><dialog><input aria-label="Search the site" /></dialog></div>`;
  });

  it("opens the dialog in the page at once, with the focus in its field", () => {
    document.querySelector("button")!.focus();
    expect(showSearchDialog(document)).toBe(true);
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(dialog().querySelector("input"));
  });

  it("gives the focus back and empties the field it has not handed over", () => {
    const button = document.querySelector("button")!;
    button.focus();
    showSearchDialog(document);
    dialog().querySelector("input")!.value = "drizzle";
    dialog().close();
    expect(document.activeElement).toBe(button);
    expect(dialog().querySelector("input")!.value).toBe("");
  });

  it("on the search page, goes to the page's own field instead of the dialog", () => {
    document.body.innerHTML = `<div data-search-page-field><input aria-label="Search the site" value="stripe" /></div>`;
    expect(showSearchDialog(document)).toBe(false);
    const field = document.querySelector("input")!;
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe("stripe".length);
  });
});
