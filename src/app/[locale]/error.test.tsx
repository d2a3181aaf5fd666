// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { ErrorCopyProvider } from "@/features/error/error-copy";
import ErrorPage from "./error";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

describe("error boundary page", () => {
  afterEach(cleanup);

  it.each([
    ["en", en, "An error occurred", "Try again"],
    ["fr", fr, "Une erreur est survenue", "Réessayer"],
  ] as const)("shows the generic message and a working retry in %s", (_locale, messages, title, retry) => {
    const reset = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorCopyProvider copy={messages.Error}>
        <ErrorPage error={new Error("boom")} reset={reset} />
      </ErrorCopyProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    fireEvent.click(screen.getByRole("button", { name: retry }));
    expect(reset).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
