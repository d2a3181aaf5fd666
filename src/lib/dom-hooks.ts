import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** A `data-*` attribute a widget's markup writes and its behaviour reads. */
export type DataHook = `data-${string}`;

/**
 * The attribute as JSX props: `<li {...hook(marketplaceHooks.item, id)}>`. The name comes from the
 * widget's hooks module, which its behaviour queries too: renaming a hook there is a type error on
 * both sides, not a dead control found by an end-to-end test.
 */
export function hook<const N extends DataHook>(name: N, value: string | number = ""): Record<N, string> {
  return { [name]: String(value) } as Record<N, string>;
}

/** What a widget's custom element takes in JSX (each hooks module declares its tag with it). */
export type CustomElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
