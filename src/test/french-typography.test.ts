import { describe, expect, it } from "vitest";
import { frenchTypographyProblems } from "./french-typography";

const nbsp = "\u00a0";

describe("frenchTypographyProblems", () => {
  it.each([
    `Copié${nbsp}!`,
    `Langue${nbsp}: {language}`,
    `Qu’est-ce qu’un génome${nbsp}?`,
    `Aucun résultat pour «${nbsp}{query}${nbsp}»`,
    `Les adaptateurs installent${nbsp}; les intégrateurs relient.`,
    `Configuration {setup}${nbsp}%`,
    `Vraiment${nbsp}?!`,
    "<label>Durée de conservation\u00a0:</label> {period}",
    "{days, plural, one {# jour} other {# jours}}",
  ])("accepts %j", (text) => {
    expect(frenchTypographyProblems(text)).toEqual([]);
  });

  it.each([
    ["Retour à l'accueil", "straight apostrophe"],
    ["Copié !", `breakable space before "!"`],
    ["Copié!", `no space before "!"`],
    ["Langue : {language}", `breakable space before ":"`],
    ["Une question ?", `breakable space before "?"`],
    ["installent ; relient", `breakable space before ";"`],
    ["Copié\u202f!", "narrow no-break space"],
    ["configuration {setup} %", `breakable space before "%"`],
    [`Aucun résultat pour « {query}${nbsp}»`, "« must be followed"],
    [`Aucun résultat pour «${nbsp}{query} »`, "» must follow"],
    ["<label>Durée de conservation :</label> {period}", `breakable space before ":"`],
    ["{count, plural, one {# jour ?} other {# jours}}", `breakable space before "?"`],
  ])("reports %j", (text, problem) => {
    const problems = frenchTypographyProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it("says where the problem is", () => {
    expect(frenchTypographyProblems("Le résultat est prêt : ouvrez-le.")).toEqual([
      `breakable space before ":": use a no-break space (U+00A0) at "résultat est prêt : ouvr"`,
    ]);
  });

  it("leaves code, URLs, times and ICU syntax alone", () => {
    for (const text of [
      "Lancez `architech new app.genome.ts --dry-run` d’abord",
      "Voir `const a = b ? c : d;` dans le fichier",
      "La source est sur https://github.com/the-architech-xyz/marketplace?tab=readme.",
      "Ouvert de 10:30 à 18:00",
      "Un identifiant comme `database/drizzle`",
      "{category, select, adapter {adaptateur} other {intégrateur}}",
    ]) {
      expect(frenchTypographyProblems(text), text).toEqual([]);
    }
  });

  it("reports a message that is not ICU rather than skipping it", () => {
    expect(frenchTypographyProblems("Bonjour {name")[0]).toMatch(/^not valid ICU/);
  });
});
