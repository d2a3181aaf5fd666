import type { CountMessage } from "./message-template";
import { compileCount } from "./icu-message";
import type { Locale } from "./routing";
import { messagesOf, type Messages, type Namespace } from "./translator";

/** The messages at a namespace path such as "Marketplace.dialog". */
type MessagesAt<N extends string, T = Messages> = N extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MessagesAt<Rest, T[Head]>
    : never
  : N extends keyof T
    ? T[N]
    : never;

/** An island's strings: one namespace of the message files, without the keys the server formats itself. */
export type IslandMessages<N extends Namespace, K extends keyof MessagesAt<N> = never> = Omit<MessagesAt<N>, K>;

// What only an ICU formatter can read: an argument with a type (`{count, plural, …}`) or an apostrophe escape.
const NEEDS_FORMATTER = /\{\s*\w+\s*,|'['{}]/;

function checkPlain(value: unknown, path: string): void {
  if (typeof value === "string") {
    if (NEEDS_FORMATTER.test(value)) {
      throw new Error(`${path} needs the ICU formatter: format it on the server, or send it compiled (islandCount), and leave it out of the island's messages`);
    }
    return;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) checkPlain(child, `${path}.${key}`);
}

/**
 * A namespace's messages as the island receives them: the message file's own strings, typed by it,
 * so an island needs no label interface and no mapper. They must read the same unformatted: plain
 * text, or `{name}` placeholders that the island fills with fillTemplate (message-template.ts).
 * Anything else (plurals, `select`, `number`, apostrophe escapes) is formatted on the server, or
 * compiled with islandCount, and listed in `omit`; the build fails on one that is not.
 */
export function islandMessages<N extends Namespace, K extends keyof MessagesAt<N> = never>(
  locale: Locale,
  namespace: N,
  omit: readonly K[] = [],
): IslandMessages<N, K> {
  const all = namespace.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messagesOf(locale)) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(all).filter(([key]) => !(omit as readonly PropertyKey[]).includes(key)));
  for (const [key, value] of Object.entries(kept)) checkPlain(value, `${namespace}.${key}`);
  return kept as IslandMessages<N, K>;
}

/**
 * One ICU plural message of a namespace, compiled here with its locale, for an island to word any
 * count with formatCount (message-template.ts): no table of every count, and no parser in the browser.
 */
export function islandCount<N extends Namespace>(locale: Locale, namespace: N, key: keyof MessagesAt<N> & string): CountMessage {
  const message = [...namespace.split("."), key].reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesOf(locale));
  if (typeof message !== "string") throw new Error(`${namespace}.${key} is not a message`);
  return compileCount(locale, message);
}
