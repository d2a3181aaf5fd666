// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DesktopNav } from "../desktop-nav";
import { wireDisclosureMenus } from "./disclosure-menu";

const groups = [
  {
    key: "product",
    label: "Product",
    items: [
      { key: "cli", href: "/cli", title: "CLI" },
      { key: "marketplace", href: "/marketplace", title: "Marketplace" },
      { key: "forTeams", href: "/for-teams", title: "For Teams" },
    ],
  },
  { key: "company", label: "Company", items: [{ key: "team", href: "/team", title: "Team" }] },
];

describe("disclosure menus of the header", () => {
  let wiring: AbortController;
  let product: HTMLElement;
  const link = (name: string) => screen.getByRole("link", { name, hidden: true });
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

  beforeEach(() => {
    document.body.innerHTML = `${renderToStaticMarkup(
      <DesktopNav label="Main" groups={groups} links={[]} newTabLabel="(new tab)" current="marketplace" />,
    )}<button type="button">Elsewhere</button>`;
    wiring = new AbortController();
    wireDisclosureMenus(document, wiring.signal);
    product = screen.getByRole("button", { name: "Product" });
  });
  afterEach(() => wiring.abort());

  it("starts closed, marks the current page and toggles on click", () => {
    const panel = document.getElementById(product.getAttribute("aria-controls")!)!;
    expect(product.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
    expect(link("Marketplace").getAttribute("aria-current")).toBe("page");

    fireEvent.click(product);
    expect(product.getAttribute("aria-expanded")).toBe("true");
    expect(product.dataset.state).toBe("open");
    expect(within(panel).getByRole("link", { name: "CLI" })).toBeTruthy();

    fireEvent.click(product);
    expect(product.getAttribute("aria-expanded")).toBe("false");
    expect(product.dataset.state).toBe("closed");
    expect(panel.hidden).toBe(true);
  });

  it("opens on ArrowDown or ArrowUp and moves through the entries with arrows, Home and End", () => {
    product.focus();
    press("ArrowDown");
    expect(product.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(link("CLI"));
    press("ArrowDown");
    expect(document.activeElement).toBe(link("Marketplace"));
    press("End");
    expect(document.activeElement).toBe(link("For Teams"));
    press("ArrowDown");
    expect(document.activeElement).toBe(link("CLI"));
    press("ArrowUp");
    expect(document.activeElement).toBe(link("For Teams"));
    press("Home");
    expect(document.activeElement).toBe(link("CLI"));

    press("Escape");
    press("ArrowUp");
    expect(document.activeElement).toBe(link("For Teams"));
  });

  it("closes on Escape and gives focus back to its button", () => {
    product.focus();
    press("ArrowDown");
    press("Escape");
    expect(product.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(product);
  });

  it("closes on a pointer outside it, not inside it", () => {
    fireEvent.click(product);
    fireEvent.pointerDown(link("CLI"));
    expect(product.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(document.body);
    expect(product.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when focus leaves it and when an entry is chosen", () => {
    product.focus();
    press("ArrowDown");
    link("Marketplace").focus();
    expect(product.getAttribute("aria-expanded")).toBe("true");
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    expect(product.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(product);
    const cli = link("CLI");
    cli.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(cli);
    expect(product.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps one menu open at a time when another is opened with the pointer", () => {
    const company = screen.getByRole("button", { name: "Company" });
    fireEvent.click(product);
    fireEvent.pointerDown(company);
    fireEvent.click(company);
    expect(product.getAttribute("aria-expanded")).toBe("false");
    expect(company.getAttribute("aria-expanded")).toBe("true");
  });
});
