import { splitLocalePath } from "@/i18n/locale-path";
import type { SearchHit } from "./search-hits";

/**
 * A name as a visitor types it: no case, no accents, letters and digits only, so that "nextjs"
 * is "Next.js", "better auth" is "better-auth" and "equipe" is « Équipe ».
 */
export function nameKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The names a page goes by: its title, and the last part of its address, which is a module's id
 * without its group ("stripe" for `payment/stripe`, the name an adapter is known by), a genome's
 * id, or a document's name ("whitepaper", "installation").
 */
export function pageNames(hit: Pick<SearchHit, "title" | "url">): string[] {
  const slug = splitLocalePath(hit.url.replace(/[?#].*$/, "")).path.split("/").pop();
  return slug ? [hit.title, slug] : [hit.title];
}

/** One name or the other with an "s" more: "genome" names the page « Genomes », as Pagefind's stemming would find it. */
function sameName(query: string, name: string): boolean {
  return name === query || name === `${query}s` || query === `${name}s`;
}

/**
 * The hits in Pagefind's order, except that the pages named as the query come first.
 * Pagefind ranks words, not names: "stripe" is in the title of the Stripe adapter and of the three
 * Stripe integrators alike, and each integrator's page says "Stripe" more often (its code, the
 * modules it wires), so the adapter came third. A page named as the query has it in its title and
 * its `<h1>`, which Pagefind weighs most, so it is among the first hits loaded.
 */
export function exactNameFirst(hits: readonly SearchHit[], query: string): SearchHit[] {
  const key = nameKey(query);
  if (!key) return [...hits];
  const named = (hit: SearchHit) => pageNames(hit).some((name) => sameName(key, nameKey(name)));
  return [...hits.filter(named), ...hits.filter((hit) => !named(hit))];
}
