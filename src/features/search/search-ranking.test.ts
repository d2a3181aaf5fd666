import { describe, expect, it } from "vitest";
import type { SearchHit } from "./search-hits";
import { exactNameFirst, nameKey, pageNames } from "./search-ranking";

function hit(title: string, url: string, kind: SearchHit["kind"] = "module"): SearchHit {
  return { id: url, kind, title, url, excerpt: "", sections: [] };
}

const urls = (hits: SearchHit[]) => hits.map((found) => found.url);

describe("search ranking", () => {
  it("compares names as typed: no case, accents, spaces or punctuation", () => {
    expect(nameKey("Next.js")).toBe(nameKey("nextjs"));
    expect(nameKey("Better Auth")).toBe(nameKey("better-auth"));
    expect(nameKey("Équipe")).toBe(nameKey("equipe"));
    expect(nameKey("Shadcn/ui")).toBe("shadcnui");
    expect(nameKey(" ... ")).toBe("");
  });

  it("names a page by its title and the last part of its address, in any language", () => {
    expect(pageNames(hit("Stripe Payment Processing", "/marketplace/payment/stripe"))).toEqual(["Stripe Payment Processing", "stripe"]);
    expect(pageNames(hit("Livre blanc", "/fr/whitepaper", "page"))).toEqual(["Livre blanc", "whitepaper"]);
    expect(pageNames(hit("Accueil", "/fr", "page"))).toEqual(["Accueil"]);
    expect(pageNames(hit("Home", "/", "page"))).toEqual(["Home"]);
  });

  it('puts the adapter first for its name ("stripe", "docker"), above the integrators Pagefind ranked higher', () => {
    const stripe = [
      hit("Stripe Next.js Integration", "/marketplace/stripe-nextjs-integration"),
      hit("Stripe Drizzle Integration", "/marketplace/stripe-drizzle-integration"),
      hit("Stripe Payment Processing", "/marketplace/payment/stripe"),
      hit("Stripe Shadcn Integration", "/marketplace/stripe-shadcn-integration"),
    ];
    expect(urls(exactNameFirst(stripe, "stripe"))).toEqual([
      "/marketplace/payment/stripe",
      "/marketplace/stripe-nextjs-integration",
      "/marketplace/stripe-drizzle-integration",
      "/marketplace/stripe-shadcn-integration",
    ]);
    const docker = [hit("Docker Next.js Integration", "/fr/marketplace/docker-nextjs-integration"), hit("Docker Deployment", "/fr/marketplace/deployment/docker")];
    expect(urls(exactNameFirst(docker, "Docker "))).toEqual(["/fr/marketplace/deployment/docker", "/fr/marketplace/docker-nextjs-integration"]);
  });

  it("puts a page titled as the query first, whatever its kind, and leaves the rest in Pagefind's order", () => {
    const team = [hit("Pour les équipes", "/fr/for-teams", "page"), hit("Équipe", "/fr/team", "page"), hit("Livre blanc", "/fr/whitepaper", "page")];
    expect(urls(exactNameFirst(team, "équipe"))).toEqual(["/fr/team", "/fr/for-teams", "/fr/whitepaper"]);
    expect(urls(exactNameFirst(team, "Equipe"))).toEqual(["/fr/team", "/fr/for-teams", "/fr/whitepaper"]);
    const docs = [hit("Genome file", "/docs/reference/genome-file", "docs"), hit("Genomes", "/docs/concepts/genomes", "docs")];
    expect(urls(exactNameFirst(docs, "genomes"))).toEqual(["/docs/concepts/genomes", "/docs/reference/genome-file"]);
    // The singular names the page of the plural, and the reverse, as Pagefind's stemming finds them.
    expect(urls(exactNameFirst(docs, "Genome"))).toEqual(["/docs/concepts/genomes", "/docs/reference/genome-file"]);
    expect(urls(exactNameFirst(docs, "génome"))).toEqual(["/docs/concepts/genomes", "/docs/reference/genome-file"]);
    expect(urls(exactNameFirst(docs, "genome files"))).toEqual(["/docs/reference/genome-file", "/docs/concepts/genomes"]);
    // A title of several words is a name too; a query that names no page, or nothing, changes nothing.
    const drizzle = [hit("Drizzle Next.js Integration", "/marketplace/drizzle-nextjs-integration"), hit("Drizzle ORM", "/marketplace/database/drizzle")];
    expect(urls(exactNameFirst(drizzle, "drizzle orm"))).toEqual(["/marketplace/database/drizzle", "/marketplace/drizzle-nextjs-integration"]);
    expect(urls(exactNameFirst(drizzle, "orm"))).toEqual(urls(drizzle));
    expect(urls(exactNameFirst(drizzle, "  "))).toEqual(urls(drizzle));
  });
});
