import { describe, expect, it } from "vitest";
import { markedText, markWord, openingSnippet, pageWords, sentenceSnippet, type WeightedLocation } from "./search-snippet";

/** The words of a text and the locations of `query`'s words in it, as Pagefind gives them (`weight` 7 in the first `headingWords`). */
function indexed(text: string, query: RegExp, headingWords = 0) {
  const words = pageWords(text);
  const matches: WeightedLocation[] = words.flatMap((word, location) =>
    query.test(word) ? [{ location, weight: location < headingWords ? 7 : 1, balanced_score: 10 }] : [],
  );
  return { words, matches };
}

describe("search snippets", () => {
  it("start at the sentence that holds the match, and end with it", () => {
    const { words, matches } = indexed(
      "Prisma ORM. Adapter. Sends mail. Prisma ORM with a declarative schema and Prisma Studio. Version 5.0.0. Parameters. A long list of things that goes on and on.",
      /prisma/i,
      2,
    );
    expect(sentenceSnippet(words, matches, { from: 0, to: words.length }, 14)).toBe(
      "<mark>Prisma</mark> ORM with a declarative schema and <mark>Prisma</mark> Studio.",
    );
  });

  it("pick the sentence where the query weighs most, the first of equals", () => {
    const { words, matches } = indexed("Drizzle here. Nothing. Drizzle and drizzle-kit, drizzle again. Drizzle last.", /drizzle/i);
    expect(sentenceSnippet(words, matches, { from: 0, to: words.length }, 6)).toBe("<mark>Drizzle</mark> and <mark>drizzle-kit</mark>, <mark>drizzle</mark> again.");
    const one = indexed("One stripe for you. Two stripe for me.", /stripe/i);
    expect(sentenceSnippet(one.words, one.matches, { from: 0, to: one.words.length }, 4)).toBe("One <mark>stripe</mark> for you.");
  });

  it("cut a long sentence after the match with an ellipsis, and start close to a late match after one", () => {
    const { words, matches } = indexed("a b c d e f g h i j k l m n o p q r s t match u v w x y z end.", /^match$/);
    expect(sentenceSnippet(words, matches, { from: 0, to: words.length }, 10)).toBe("… r s t <mark>match</mark> u v w x y z …");
    const early = indexed("a match b c d e f g h i j k.", /^match$/);
    expect(sentenceSnippet(early.words, early.matches, { from: 0, to: early.words.length }, 5)).toBe("a <mark>match</mark> b c d …");
  });

  it("are null when the query is only in headings or code, and stay inside their range and before the next heading", () => {
    const { words, matches } = indexed("Security. Nothing here. Security review comes first. Next section security.", /security/i, 1);
    expect(sentenceSnippet(words, matches.slice(0, 1), { from: 0, to: words.length })).toBeNull();
    const inCode = matches.map((match) => ({ ...match, weight: match.weight === 1 ? 0.5 : match.weight }));
    expect(sentenceSnippet(words, inCode, { from: 0, to: words.length })).toBeNull();
    expect(sentenceSnippet(words, matches, { from: 0, to: 8 })).toBe("<mark>Security</mark> review comes first.");
    // A heading with no full stop (as in French) does not start the sentence after it.
    const french = indexed("Prisma ORM. Aussi dans « Base de données » Prisma ORM remplace Sequelize ici. Fin.", /prisma/i, 2);
    expect(sentenceSnippet(french.words, french.matches, { from: 0, to: french.words.length, headings: [{ start: 2, end: 9 }] })).toBe(
      "<mark>Prisma</mark> ORM remplace Sequelize ici.",
    );
  });

  it("are null when the query is only in labels: a list of names, a badge, an id", () => {
    const list = indexed("Wires together. Stripe payment/stripe. Drizzle. Related. Stripe Shadcn.", /stripe/i);
    expect(sentenceSnippet(list.words, list.matches, { from: 0, to: list.words.length })).toBeNull();
    const card = indexed("Adapter. Drizzle ORM. database/drizzle. 2 dependencies.", /drizzle/i);
    expect(sentenceSnippet(card.words, card.matches, { from: 0, to: card.words.length })).toBeNull();
    // Weighted as a label in the page (src/lib/search-weights.ts): found, never quoted.
    const badge = indexed("Adapter Drizzle is what this module is.", /adapter/i);
    expect(sentenceSnippet(badge.words, badge.matches.map((match) => ({ ...match, weight: 0.5 })), { from: 0, to: badge.words.length })).toBeNull();
  });

  it("go on after a short sentence with the next sentence, never with the labels after it", () => {
    const next = indexed("It takes Stripe keys. It reads them from the environment. Adapter. Stripe.", /stripe/i);
    expect(sentenceSnippet(next.words, next.matches, { from: 0, to: next.words.length })).toBe(
      "It takes <mark>Stripe</mark> keys. It reads them from the environment.",
    );
    const label = indexed("It takes Stripe keys. Adapter. Stripe. It reads them from the environment.", /stripe/i);
    expect(sentenceSnippet(label.words, label.matches, { from: 0, to: label.words.length })).toBe("It takes <mark>Stripe</mark> keys.");
  });

  it("open a section after its heading when only the heading matched, at its first sentence", () => {
    const words = pageWords("Security. A module runs with your rights. Review it first. Then more.");
    expect(openingSnippet(words, { from: 1, to: words.length }, 9)).toBe("A module runs with your rights.");
    expect(openingSnippet(words, { from: 4, to: 4 })).toBeNull();
    // A badge and a card's name before the first sentence are labels.
    const cards = pageWords("Every template. Full-stack. Comprehensive app. Every part of the marketplace in one project. SaaS.");
    expect(openingSnippet(cards, { from: 2, to: cards.length })).toBe("Every part of the marketplace in one project.");
    expect(openingSnippet(cards, { from: 2, to: 5 })).toBeNull();
  });

  it("mark a description's words that the query matched on the page, whatever their case, accents and punctuation", () => {
    expect(markedText("Paiements Stripe : abonnements, <factures> & Stripe.", ["stripe.", "Paiements"])).toBe(
      "<mark>Paiements</mark> <mark>Stripe</mark> : abonnements, &lt;factures&gt; &amp; <mark>Stripe</mark>.",
    );
    expect(markedText("Générez une application.", ["generez"])).toBe("<mark>Générez</mark> une application.");
    expect(markedText("Nothing to mark.", [])).toBe("Nothing to mark.");
  });

  it("mark a word without the punctuation around it, escaped quotes and all", () => {
    expect(markWord("genome:")).toBe("<mark>genome</mark>:");
    expect(markWord("&quot;payment/stripe&quot;,")).toBe("&quot;<mark>payment/stripe</mark>&quot;,");
    expect(markWord("(Drizzle)…")).toBe("(<mark>Drizzle</mark>)…");
    expect(markWord("l’équipe")).toBe("<mark>l’équipe</mark>");
    expect(markWord("AT&amp;T")).toBe("<mark>AT&amp;T</mark>");
    expect(markWord("--genome")).toBe("<mark>--genome</mark>");
    expect(markWord("&amp;")).toBe("<mark>&amp;</mark>");
  });
});
