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

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/**
 * A hook's key in an element's `dataset` (`data-item-id` -> `itemId`). Behaviours that run in the
 * browser write a hook's selector or key as a literal checked against the hooks module
 * (`"li[data-item-id]" satisfies \`li[${Hooks["item"]}]\``, `dataset["itemId" satisfies DatasetKey<…>]`):
 * the same type error on a rename, and not a byte more in the page's script than the bare literal.
 */
export type DatasetKey<H extends DataHook> = H extends `data-${infer Name}` ? CamelCase<Name> : never;
