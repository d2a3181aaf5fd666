// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/i18n/locale-context";
import { LOCALE_SWITCH_LOCK_MS } from "@/lib/locale-switch";
import { LocaleSwitcher } from "../locale-switcher";
import { wireDisclosureMenus } from "./disclosure-menu";
import { wireLocaleSwitcher } from "./locale-switcher";

const options = [
  { code: "en", label: "English" },
  { code: "fr", label: "Français" },
] as const;

describe("language switcher", () => {
  let wiring: AbortController;
  let navigate: ReturnType<typeof vi.fn<(href: string) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/philosophy?ref=docs#manifesto-title");
    document.cookie = "NEXT_LOCALE=; max-age=0; path=/";
    document.body.innerHTML = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <LocaleSwitcher options={[...options]} labels={{ label: "Change language", current: "Language: English" }} />
      </LocaleProvider>,
    );
    wiring = new AbortController();
    navigate = vi.fn<(href: string) => void>();
    wireDisclosureMenus(document, wiring.signal);
    wireLocaleSwitcher(document, wiring.signal, navigate);
  });
  afterEach(() => {
    wiring.abort();
    vi.useRealTimers();
  });

  const trigger = () => screen.getByRole("button", { name: "Change language. Language: English" });

  it("names its trigger and marks the current language", () => {
    fireEvent.click(trigger());
    const english = screen.getByRole("button", { name: "English" });
    expect(english.getAttribute("aria-current")).toBe("true");
    expect(english.getAttribute("lang")).toBe("en");
    expect(screen.getByRole("button", { name: "Français" }).hasAttribute("aria-current")).toBe(false);
  });

  it("remembers the choice, keeps query and hash, and locks the trigger for the switch", () => {
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole("button", { name: "Français" }));

    expect(document.cookie).toContain("NEXT_LOCALE=fr");
    expect(navigate).toHaveBeenCalledWith("/fr/philosophy?ref=docs#manifesto-title");
    const button = trigger() as HTMLButtonElement;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.disabled).toBe(true);

    vi.advanceTimersByTime(LOCALE_SWITCH_LOCK_MS - 1);
    expect(button.disabled).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button.disabled).toBe(false);
  });

  it("does nothing when the current language is chosen", () => {
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    expect(navigate).not.toHaveBeenCalled();
    expect((trigger() as HTMLButtonElement).disabled).toBe(false);
    expect(document.cookie).not.toContain("NEXT_LOCALE");
  });
});
