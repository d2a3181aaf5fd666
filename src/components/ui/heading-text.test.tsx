import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadingText } from "./heading-text";

describe("HeadingText", () => {
  it("keeps each sentence of a heading whole, with the space between them", () => {
    expect(renderToStaticMarkup(<HeadingText text="Describe an app. Watch the genome appear." />)).toBe(
      '<span class="inline-block">Describe an app.</span> <span class="inline-block">Watch the genome appear.</span>',
    );
  });

  it("splits French headings the same way, accented capitals included", () => {
    const html = renderToStaticMarkup(<HeadingText text="Conçu pour les développeurs. Écrit pour tous." />);
    expect(html).toBe('<span class="inline-block">Conçu pour les développeurs.</span> <span class="inline-block">Écrit pour tous.</span>');
  });

  it("leaves a one-sentence heading, or a dot inside a name, as plain text", () => {
    expect(renderToStaticMarkup(<HeadingText text="What you get" />)).toBe("What you get");
    expect(renderToStaticMarkup(<HeadingText text="Built on Next.js and Drizzle" />)).toBe("Built on Next.js and Drizzle");
  });
});
