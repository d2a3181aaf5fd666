import { formatTemplate, type CountMessage } from "./message-template";
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
/** Whether formatTemplate reads `message` (a `{count, plural, …}` and `{name}` arguments, nothing else). */
function readsAsCount(message: string): boolean {
  try {
    formatTemplate("en", message, { count: 1 });
    return true;
  } catch {
    return false;
  }
}

function checkPlain(value: unknown, path: string, plural = false): void {
  if (typeof value === "string") {
    if (plural ? !readsAsCount(value) : NEEDS_FORMATTER.test(value)) {
      throw new Error(`${path} needs the ICU formatter: format it on the server and leave it out of the island's messages`);
    }
    return;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) checkPlain(child, `${path}.${key}`, plural);
}

/**
 * A namespace's messages as the island receives them: the message file's own strings, typed by it,
 * so an island needs no label interface and no mapper. They must read the same unformatted: plain
 * text, or `{name}` placeholders that the island fills with fillTemplate (message-template.ts);
 * the keys listed in `plurals` may be ICU plurals, which the island formats with formatTemplate.
 * Anything else (`select`, `number`, apostrophe escapes) is formatted on the server and listed in
 * `omit`; the build fails on one that is not.
 */
export function islandMessages<N extends Namespace, K extends keyof MessagesAt<N> = never>(
  locale: Locale,
  namespace: N,
  omit: readonly K[] = [],
  plurals: readonly Exclude<keyof MessagesAt<N>, K>[] = [],
): IslandMessages<N, K> {
  const all = namespace.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messagesOf(locale)) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(all).filter(([key]) => !(omit as readonly PropertyKey[]).includes(key)));
  for (const [key, value] of Object.entries(kept)) checkPlain(value, `${namespace}.${key}`, (plurals as readonly PropertyKey[]).includes(key));
  return kept as IslandMessages<N, K>;
}

/**
 * One ICU plural message of a namespace, with its locale, for an island to word any count with
 * formatCount (message-template.ts) rather than a table of every count made here.
 */
export function islandCount<N extends Namespace>(locale: Locale, namespace: N, key: keyof MessagesAt<N> & string): CountMessage {
  const message = [...namespace.split("."), key].reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesOf(locale));
  if (typeof message !== "string") throw new Error(`${namespace}.${key} is not a message`);
  checkPlain(message, `${namespace}.${key}`, true);
  return { locale, message };
}
