// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "@/i18n/locale-context";
import { MobileNav } from "../mobile-nav";
import { wireMobileMenu } from "./mobile-menu";

const labels = {
  open: "Open menu",
  close: "Close menu",
  title: "Site menu",
  sections: "Sections of this page",
  github: "GitHub",
  cta: "Get started",
  newTab: "(new tab)",
  switcher: { label: "Change language", current: "Language: English" },
};


describe("mobile menu", () => {
  let wiring: AbortController;
  let opener: HTMLElement;
  let dialog: HTMLDialogElement;

  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <MobileNav
          groups={[{ key: "company", label: "Company", items: [{ key: "team", href: "/team", title: "Team" }] }]}
          links={[]}
          sections={[{ id: "demo", label: "Demo" }]}
          localeOptions={[
            { code: "en", label: "English" },
            { code: "fr", label: "Français" },
          ]}
          current="team"
          labels={labels}
        />
      </LocaleProvider>,
    );
    wiring = new AbortController();
    wireMobileMenu(document, wiring.signal);
    opener = screen.getByRole("button", { name: "Open menu" });
    dialog = document.getElementById(opener.getAttribute("aria-controls")!) as HTMLDialogElement;
    // jsdom cannot navigate; the menu must close whether or not the link's navigation happens.
    document.addEventListener("click", (event) => event.preventDefault(), { signal: wiring.signal });
  });
  afterEach(() => wiring.abort());

  function open() {
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
  }

  it("opens as a modal titled by its heading", () => {
    open();
    expect(screen.getByRole("dialog", { name: "Site menu" })).toBe(dialog);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Team" }).getAttribute("aria-current")).toBe("page");
  });

  it("gives the focus back when it closes", () => {
    open();
    dialog.close();
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ["the close button", () => screen.getByRole("button", { name: "Close menu" })],
    ["a page link", () => screen.getByRole("link", { name: "Team" })],
    ["a section link", () => screen.getByRole("link", { name: "Demo" })],
    ["a language", () => screen.getByRole("button", { name: "Français" })],
    ["the backdrop", () => dialog],
  ])("closes on %s", (_, target) => {
    open();
    fireEvent.click(target());
    expect(dialog.open).toBe(false);
  });

  it("stays open on a click inside that chooses nothing", () => {
    open();
    fireEvent.click(screen.getByRole("heading", { name: "Site menu" }));
    expect(dialog.open).toBe(true);
  });
});
