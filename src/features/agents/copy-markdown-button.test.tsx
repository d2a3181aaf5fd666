import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "@/i18n/locale-context";
import { CopyMarkdownButton } from "./copy-markdown-button";

describe("CopyMarkdownButton", () => {
  it("points at the page's Markdown twin in the page's language, with translated labels", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="fr">
        <CopyMarkdownButton path="/marketplace/database/drizzle" />
      </LocaleProvider>,
    );
    expect(html).toContain('data-copy-source="/fr/marketplace/database/drizzle.md"');
    expect(html).toContain('aria-label="Copier en Markdown"');
    expect(html).toContain('data-label-copied="Copié\u00a0!"');
    expect(html).not.toContain("data-copy-value");
    expect(html).toContain('aria-live="polite"');
  });

  it("uses the unprefixed path in English", () => {
    const html = renderToStaticMarkup(<CopyMarkdownButton path="/cli" />);
    expect(html).toContain('data-copy-source="/cli.md"');
    expect(html).toContain(">Copy as Markdown<");
  });
});
