import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siNextdotjs, siStripe } from "simple-icons";
import { ModuleLogo } from "./module-logo";
import { ModuleLogoSymbols } from "./module-logo-symbols";
import { ModuleLogoUse } from "./module-logo-use";
import { LOGO_FOREGROUND } from "./brand-marks";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("module logo", () => {
  it("draws a brand's mark inline in its colour, decorative without a label", () => {
    const logo = html(<ModuleLogo moduleId="payment/stripe" />);
    expect(logo).toContain(`d="${siStripe.path}"`);
    expect(logo).toContain('fill="#635bff"');
    expect(logo).toContain('aria-hidden="true"');
    expect(logo).toContain("size-5");
  });

  it("is an image named by its label", () => {
    const logo = html(<ModuleLogo moduleId="framework/nextjs" size="xl" label="Next.js" />);
    expect(logo).toContain('role="img"');
    expect(logo).toContain('aria-label="Next.js"');
    expect(logo).not.toContain("aria-hidden");
    // Next.js's black would vanish on the dark theme.
    expect(logo).toContain(`fill="${LOGO_FOREGROUND}"`);
    expect(logo).toContain("size-8");
  });

  it("draws a module without a brand with its glyph", () => {
    const logo = html(<ModuleLogo moduleId="state/zustand" label="Zustand" />);
    expect(logo).toContain('data-logo="state"');
    expect(logo).toContain('aria-label="Zustand"');
    expect(logo).toContain("text-muted");
  });

  it("draws an integrator with the first technology it joins", () => {
    expect(html(<ModuleLogo moduleId="stripe-nextjs-integration" />)).toContain(`d="${siStripe.path}"`);
  });

  it("refers islands to the page's symbols, each mark once", () => {
    const symbols = html(<ModuleLogoSymbols moduleIds={["framework/nextjs", "drizzle-nextjs-integration", "shadcn-nextjs-integration", "state/zustand"]} />);
    expect(symbols.match(/<symbol/g)).toHaveLength(4);
    expect(symbols.split(siNextdotjs.path)).toHaveLength(2);
    const use = html(<ModuleLogoUse moduleId="framework/nextjs" size="sm" />);
    expect(use).toContain('href="#module-logo-nextdotjs"');
    expect(use).not.toContain(siNextdotjs.path);
    expect(symbols).toContain('id="module-logo-nextdotjs"');
    expect(html(<ModuleLogoUse moduleId="zustand-nextjs-integration" />)).toContain('href="#module-logo-glyph-state"');
    expect(symbols).toContain('id="module-logo-glyph-state"');
  });
});
