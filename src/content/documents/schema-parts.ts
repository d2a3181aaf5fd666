import { z } from "astro/zod";

/**
 * Pieces of the documents' frontmatter schemas. They are built with Astro's own zod (astro/zod),
 * which content collections require (src/content.config.ts); the unit tests validate with the same
 * schemas (src/test/documents.ts).
 */

/** Text a reader sees: never blank. Catalogue figures appear as ICU placeholders (`{moduleCount}`). */
export const text = z.string().regex(/\S/, "must not be blank");

export const titledText = z.object({ title: text, body: text }).strict();
export type TitledText = z.infer<typeof titledText>;

/** An object with exactly these keys, each holding a `value`: a translation can neither miss nor invent one. */
export function keyed<K extends string, V extends z.ZodTypeAny>(keys: readonly K[], value: V) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [P in K]: V }).strict();
}

/** A list of items with these ids, in this order, each item otherwise shaped by `item`. */
export function listed<K extends string, T extends z.ZodRawShape>(ids: readonly [K, ...K[]], item: T) {
  return z.array(z.object({ id: z.enum(ids), ...item }).strict()).refine(
    (items) => items.map((entry) => entry.id).join() === ids.join(),
    `items must be, in this order: ${ids.join(", ")}`,
  );
}
