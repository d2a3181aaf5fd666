import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { genomes, getModule } from "@/domain/catalog/catalog";
import { expandDemoData } from "./demo-data";
import { buildDemoData } from "./demo-templates";
import { matchTemplate, templateTerms, termWeights, tokenize } from "./template-matching";

type TemplateId = keyof typeof en.Landing.demo.templates;

const data = buildDemoData((id) => {
  const key = id as TemplateId;
  return {
    name: en.Catalog.genomes[key].name,
    description: en.Catalog.genomes[key].description,
    descriptions: [en.Catalog.genomes[key].description, fr.Catalog.genomes[key].description],
    keywordLists: [en.Landing.demo.templates[key].keywords, fr.Landing.demo.templates[key].keywords],
  };
});
const templates = expandDemoData(data);

const match = (prompt: string) => matchTemplate(prompt, templates).template.id;

describe("matchTemplate", () => {
  it.each([
    ["A SaaS with subscriptions and a user dashboard", "saas-starter"],
    ["B2B tool where teams pay a monthly plan", "saas-starter"],
    ["An online store with a cart and Stripe checkout", "ecommerce-app"],
    ["sell my products with inventory and orders", "ecommerce-app"],
    ["A multilingual blog with SEO and a CMS", "blog-app"],
    ["a magazine where authors publish articles", "blog-app"],
    ["A full-stack app with Web3 wallets, Sentry and Docker", "comprehensive-app"],
    ["NFT marketplace on Ethereum", "comprehensive-app"],
  ])("English: %s -> %s", (prompt, expected) => {
    expect(match(prompt)).toBe(expected);
  });

  it.each([
    ["Un SaaS avec abonnements et tableau de bord utilisateur", "saas-starter"],
    ["Un outil de facturation pour les équipes", "saas-starter"],
    ["Une boutique en ligne avec panier et paiement Stripe", "ecommerce-app"],
    ["Vendre mes produits, gérer les commandes et le stock", "ecommerce-app"],
    ["Un blog multilingue avec SEO et CMS", "blog-app"],
    ["Un magazine où les auteurs publient des billets", "blog-app"],
    ["Une application complète avec portefeuilles Web3, Sentry et Docker", "comprehensive-app"],
    ["Supervision des erreurs et déploiement en conteneur", "comprehensive-app"],
  ])("French: %s -> %s", (prompt, expected) => {
    expect(match(prompt)).toBe(expected);
  });

  it("matches on the French description even on the English page", () => {
    expect(match("catalogue produits et comptes clients")).toBe("ecommerce-app");
  });

  it("matches module names and capabilities", () => {
    expect(match("something with blockchain and smart contracts")).toBe("comprehensive-app");
    expect(match("translations with next-intl and seo")).toBe("blog-app");
  });

  it("falls back to the first template when nothing matches", () => {
    const result = matchTemplate("zzz qqq", templates);
    expect(result.fallback).toBe(true);
    expect(result.template.id).toBe(genomes[0]!.id);
    expect(matchTemplate("   ", templates).fallback).toBe(true);
  });

  it("ignores case and accents", () => {
    expect(tokenize("Éditeur DÉCLARATIF")).toEqual(["editeur", "declaratif"]);
    expect(match("BOUTIQUE")).toBe("ecommerce-app");
  });
});

describe("templateTerms", () => {
  it("keeps each word once, under the strongest weight it appears with", () => {
    const terms = templateTerms({ strong: ["Payments, billing"], name: ["Billing suite"], weak: ["payment billing suite"] });
    expect(terms).toEqual({ strong: "payments billing", name: "suite", weak: "payment" });
    expect(termWeights(terms)).toEqual(
      new Map([
        ["payments", 3],
        ["billing", 3],
        ["suite", 2],
        ["payment", 1],
      ]),
    );
  });
});

describe("buildDemoData", () => {
  it("builds each template's genome from catalogue modules and their defaults", () => {
    for (const template of templates) {
      expect(template.genome.modules.map((entry) => entry.id)).toEqual(template.modules.map((module) => module.id));
      for (const entry of template.genome.modules) {
        const found = getModule(entry.id);
        expect(found).toBeDefined();
        for (const [name, value] of Object.entries(entry.parameters)) {
          expect(found!.parameters.find((parameter) => parameter.name === name)?.default).toEqual(value);
        }
      }
      expect(template.genome.project.framework).toBe("nextjs");
      expect(template.terms.size).toBeGreaterThan(10);
    }
  });

  it("lists every module once and keeps capability lists out of the island's data", () => {
    const used = new Set(genomes.flatMap((genome) => genome.modules));
    expect(Object.keys(data.modules).sort()).toEqual([...used].sort());
    expect(JSON.stringify(data)).not.toContain("capabilities");
  });
});
