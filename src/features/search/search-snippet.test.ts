import { describe, expect, it } from "vitest";
import { markedText, openingSnippet, pageWords, sentenceSnippet, type WeightedLocation } from "./search-snippet";

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
    expect(sentenceSnippet(words, matches, { from: 0, to: words.length }, 6)).toBe("<mark>Drizzle</mark> and <mark>drizzle-kit,</mark> <mark>drizzle</mark> again.");
    const one = indexed("One stripe. Two stripe.", /stripe/i);
    expect(sentenceSnippet(one.words, one.matches, { from: 0, to: one.words.length }, 2)).toBe("One <mark>stripe.</mark>");
  });

  it("cut a long sentence after the match with an ellipsis, and start close to a late match after one", () => {
    const { words, matches } = indexed("a b c d e f g h i j k l m n o p q r s t match u v w x y z end.", /^match$/);
    expect(sentenceSnippet(words, matches, { from: 0, to: words.length }, 10)).toBe("… r s t <mark>match</mark> u v w x y z …");
    const early = indexed("a match b c d e f g h i j k.", /^match$/);
    expect(sentenceSnippet(early.words, early.matches, { from: 0, to: early.words.length }, 5)).toBe("a <mark>match</mark> b c d …");
  });

  it("are null when the query is only in headings or code, and stay inside their range and before the next heading", () => {
    const { words, matches } = indexed("Security. Nothing here. Security review. Next section security.", /security/i, 1);
    expect(sentenceSnippet(words, matches.slice(0, 1), { from: 0, to: words.length })).toBeNull();
    const inCode = matches.map((match) => ({ ...match, weight: match.weight === 1 ? 0.5 : match.weight }));
    expect(sentenceSnippet(words, inCode, { from: 0, to: words.length })).toBeNull();
    expect(sentenceSnippet(words, matches, { from: 0, to: 6 })).toBe("<mark>Security</mark> review.");
    // A short sentence (a list item) goes on with the next ones.
    const list = indexed("Wires together. Stripe payment/stripe. Drizzle. Related. Stripe Shadcn.", /stripe/i);
    expect(sentenceSnippet(list.words, list.matches, { from: 0, to: list.words.length, headings: [{ start: 5, end: 6 }] })).toBe(
      "<mark>Stripe</mark> <mark>payment/stripe.</mark> Drizzle.",
    );
    // A heading with no full stop (as in French) does not start the sentence after it.
    const french = indexed("Prisma ORM. Aussi dans « Base de données » Prisma ORM. Sequelize ORM.", /prisma/i, 2);
    expect(sentenceSnippet(french.words, french.matches, { from: 0, to: french.words.length, headings: [{ start: 2, end: 9 }] })).toBe("<mark>Prisma</mark> ORM. Sequelize ORM.");
  });

  it("open a section after its heading when only the heading matched", () => {
    const words = pageWords("Security. A module runs with your rights. Review it first. Then more.");
    expect(openingSnippet(words, { from: 1, to: words.length }, 9)).toBe("A module runs with your rights.");
    expect(openingSnippet(words, { from: 4, to: 4 })).toBeNull();
  });

  it("mark a description's words that the query matched on the page, whatever their case, accents and punctuation", () => {
    expect(markedText("Paiements Stripe : abonnements, <factures> & Stripe.", ["stripe.", "Paiements"])).toBe(
      "<mark>Paiements</mark> <mark>Stripe</mark> : abonnements, &lt;factures&gt; &amp; <mark>Stripe.</mark>",
    );
    expect(markedText("Générez une application.", ["generez"])).toBe("<mark>Générez</mark> une application.");
    expect(markedText("Nothing to mark.", [])).toBe("Nothing to mark.");
  });
});
