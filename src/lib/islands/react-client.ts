import { createElement, startTransition, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/**
 * The React renderer's browser side for Astro islands: the same as `@astrojs/react/client.js`
 * (astro.config.mjs puts this module in its place), but with one difference. An island hydrated
 * on interaction (`client:interaction`, ./hydrate-on-interaction.ts) hydrates in one task: the
 * visitor has reached for it and waits for the answer, so hydration is not sliced into a
 * transition that yields to the browser between slices (on a phone-class CPU the yields added
 * about as much as the work). The other islands (`client:visible`, `client:only`) still hydrate
 * as a transition, while the visitor reads.
 */

/** A slot's server HTML, kept as it is (as @astrojs/react's own StaticHtml). */
function StaticHtml({ value, name, hydrate = true }: { value?: string; name?: string; hydrate?: boolean }) {
  if (!value) return null;
  return createElement(hydrate ? "astro-slot" : "astro-static-slot", { name, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: value } });
}
StaticHtml.shouldComponentUpdate = () => false;

const roots = new WeakMap<HTMLElement, Root>();

type Slots = Record<string, string | undefined> & { default?: string };

export default (element: HTMLElement) =>
  (Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, { default: children, ...slotted }: Slots, { client }: { client: string }) => {
    if (!element.hasAttribute("ssr")) return;
    for (const [key, value] of Object.entries(slotted)) props[key] = createElement(StaticHtml, { value, name: key });
    const content: ReactNode = children ? createElement(StaticHtml, { value: children }) : undefined;
    const island = createElement(Component, props, content);
    const identifierPrefix = element.getAttribute("prefix") ?? undefined;

    const mount = () => {
      let root = roots.get(element);
      if (!root) {
        root = client === "only" ? createRoot(element, { identifierPrefix }) : hydrateRoot(element, island, { identifierPrefix });
        roots.set(element, root);
        element.addEventListener("astro:unmount", () => root!.unmount(), { once: true });
      }
      root.render(island);
    };
    if (client === "interaction") mount();
    else startTransition(mount);
  };
