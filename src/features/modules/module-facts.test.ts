import { describe, expect, it } from "vitest";
import { moduleIds } from "@/domain/catalog/catalog";
import { locales } from "@/i18n/routing";
import { moduleFacts } from "./module-facts";
import { modulePath } from "@/domain/catalog/paths";
import { modulePageMeta } from "@/domain/catalog/module-meta";
import { moduleStaticPaths } from "./module-static-paths";
import { moduleRunResult } from "@/domain/cli/cli-run-results";

const ids = (links: readonly { id: string }[]) => links.map((link) => link.id);

describe("module facts", () => {
  it("describe an adapter: how a genome lists it, parameters with defaults and choices, what wires it", () => {
    const drizzle = moduleFacts("en", "database/drizzle");
    expect(drizzle).toMatchObject({
      name: "Drizzle ORM",
      category: "adapter",
      categoryLabel: "Adapter",
      group: "database",
      groupLabel: "Database",
      version: "0.29.0",
      cliVersion: ">=1.0.0",
      path: "/marketplace/database/drizzle",
      composeHref: "/compose?m=drizzle",
    });
    // The CLI's `add` does not work: the page shows the genome entry, every parameter written with its default as state B's genomes are.
    expect(drizzle.genomeEntry).toMatch(/^modules: \[\n {2}\{\n {4}id: 'database\/drizzle',\n {4}parameters: \{\n {6}provider: 'neon',\n[^]*\n {4}features: \{ [a-z]+: true/);
    expect(drizzle.sourceUrl).toMatch(/^https:\/\/github\.com\/the-architech-xyz\/marketplace\/tree\/[0-9a-f]{40}\/adapters\/database\/drizzle$/);
    expect(drizzle.description.length).toBeGreaterThan(30);
    expect(drizzle.parameters).toContainEqual({
      name: "databaseType",
      type: "string",
      default: "postgresql",
      choices: ["postgresql", "mysql", "sqlite"],
      required: true,
    });
    expect(drizzle.requires).toEqual([]);
    expect(ids(drizzle.wiredBy)).toEqual([
      "better-auth-drizzle-integration",
      "docker-drizzle-integration",
      "drizzle-nextjs-integration",
      "sentry-drizzle-nextjs-integration",
      "stripe-drizzle-integration",
    ]);
    expect(drizzle.wiredBy[3]?.partners.map((partner) => partner.name)).toEqual(["Sentry Error Monitoring", "Next.js"]);
    // Its dependents are all integrators already listed as wiring it.
    expect(drizzle.usedBy).toEqual([]);
    expect(ids(drizzle.inGenomes)).toEqual(["comprehensive-app", "saas-starter", "ecommerce-app", "blog-app"]);
    expect(ids(drizzle.related)).toEqual(["database/prisma", "database/sequelize", "database/typeorm"]);
    expect(drizzle.breadcrumb).toEqual([{ name: "Marketplace", path: "/marketplace" }, { name: "Database" }, { name: "Drizzle ORM" }]);
    expect(drizzle.features.filter((feature) => feature.onByDefault).length).toBeGreaterThan(0);
    expect(drizzle.features.map((feature) => feature.name)).toEqual(["Database migrations", "Drizzle Studio", "Database relations", "Database seeding"]);
  });

  it("name a feature by its id when the module's author gave it no name", () => {
    expect(moduleFacts("fr", "stripe-drizzle-integration").features.map((feature) => feature.name)).toEqual([
      "payment-tracking",
      "subscription-management",
      "webhook-logging",
    ]);
  });

  it("describe an integrator in French: what it connects, what it writes, localized links", () => {
    const facts = moduleFacts("fr", "better-auth-drizzle-integration");
    expect(facts).toMatchObject({
      categoryLabel: "Intégrateur",
      group: null,
      groupLabel: "Intégrateurs",
      path: "/fr/marketplace/better-auth-drizzle-integration",
      composeHref: "/fr/compose?m=better-auth,drizzle",
    });
    expect(facts.genomeEntry).toContain("id: 'integrations/better-auth-drizzle-integration',");
    expect(facts.connects).toEqual([
      { id: "auth/better-auth", name: "Better Auth", path: "/fr/marketplace/auth/better-auth" },
      { id: "database/drizzle", name: "Drizzle ORM", path: "/fr/marketplace/database/drizzle" },
    ]);
    expect(ids(facts.requires)).toEqual(["auth/better-auth", "database/drizzle"]);
    expect(facts.provides.files).toContain("src/lib/auth/drizzle-adapter.ts");
    expect(facts.provides.packages).toEqual([]);
    expect(facts.features.every((feature) => feature.onByDefault)).toBe(true);
    expect(facts.features.map((feature) => feature.name)).toEqual([
      "Schéma des utilisateurs",
      "Logique de l’adaptateur",
      "Migrations de base de données",
      "Index de base de données",
      "Données de seed",
    ]);
    expect(facts.usedBy).toEqual([]);
    expect(facts.wiredBy).toEqual([]);
    expect(facts.inGenomes[0]).toEqual({ id: "comprehensive-app", name: "Application complète", path: "/fr/solutions/comprehensive-app" });
    // Integrators that wire its first technology, Better Auth.
    expect(ids(facts.related)).toEqual(["better-auth-nextjs-integration"]);
    expect(facts.breadcrumb[0]).toEqual({ name: "Marketplace", path: "/fr/marketplace" });
  });

  it("keep adapters that require a module apart from the integrators that wire it", () => {
    const nextjs = moduleFacts("en", "framework/nextjs");
    expect(ids(nextjs.usedBy)).toEqual(["content/next-intl", "testing/vitest"]);
    expect(nextjs.wiredBy.length).toBeGreaterThan(10);
    expect(ids(moduleFacts("en", "content/next-intl").requires)).toEqual(["framework/nextjs"]);
  });

  it("leave out what the data does not back: no default for a secret, no self-reference in what an integrator adds", () => {
    const resend = moduleFacts("en", "email/resend");
    expect(resend.parameters.find((row) => row.name === "apiKey")).toEqual({ name: "apiKey", type: "string", required: true });
    const shadcnNext = moduleFacts("en", "shadcn-nextjs-integration");
    expect(shadcnNext.provides).toEqual({ packages: [], files: [], components: [] });
    expect(ids(shadcnNext.connects)).toEqual(["ui/shadcn-ui", "framework/nextjs"]);
    expect(shadcnNext.requires).toEqual([]);
    expect(moduleFacts("en", "ui/tailwind").provides.packages).toEqual(["tailwind", "postcss"]);
    expect(moduleFacts("en", "database/prisma").inGenomes).toEqual([]);
  });

  it("chain every module to its neighbours in the marketplace's order", () => {
    expect(moduleFacts("en", moduleIds[0]).previous).toBeNull();
    expect(moduleFacts("en", moduleIds[moduleIds.length - 1]!).next).toBeNull();
    expect(moduleFacts("en", "database/drizzle").previous?.id).toBe("content/next-intl");
    expect(moduleFacts("en", "database/drizzle").next?.id).toBe("database/prisma");
  });

  for (const locale of locales) {
    it(`are plain data for every module, with links only to other pages in ${locale}`, () => {
      const prefix = locale === "en" ? "/marketplace/" : "/fr/marketplace/";
      for (const id of moduleIds) {
        const facts = moduleFacts(locale, id);
        expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
        expect(facts.path.startsWith(prefix), id).toBe(true);
        const links = [...facts.connects, ...facts.requires, ...facts.usedBy, ...facts.wiredBy, ...facts.related];
        for (const link of links) {
          expect(link.id).not.toBe(id);
          expect(link.path).toBe(`${prefix}${link.id}`);
        }
      }
    });
  }
});

describe("module facts: the recorded run", () => {
  it("carry the run of the module's smallest genome, the CLI's error as printed in every language, links in the reader's", () => {
    const result = moduleRunResult("ui/shadcn-ui");
    const facts = moduleFacts("fr", "ui/shadcn-ui");
    expect(facts.run.outcome).toBe(result.outcome);
    expect(facts.run.firstError).toBe(result.run?.firstError ?? null);
    expect(moduleFacts("en", "ui/shadcn-ui").run.firstError).toBe(facts.run.firstError);
    expect(facts.run.genome.map((link) => link.id)).toEqual(result.run?.modules ?? []);
    for (const link of facts.run.genome) expect(link.path.startsWith("/fr/marketplace/")).toBe(true);
  });

  it("give every module one outcome", () => {
    for (const id of moduleIds) expect(["generates", "fails", "not-applied", "not-run"]).toContain(moduleFacts("en", id).run.outcome);
  });
});

describe("module pages", () => {
  it("cross both locales with every module, the id as the CLI writes it", () => {
    const paths = moduleStaticPaths();
    expect(paths).toHaveLength(76);
    expect(paths).toContainEqual({ params: { locale: undefined, id: "database/drizzle" }, props: { locale: "en", id: "database/drizzle" } });
    expect(paths).toContainEqual({
      params: { locale: "fr", id: "better-auth-drizzle-integration" },
      props: { locale: "fr", id: "better-auth-drizzle-integration" },
    });
    expect(modulePath("auth/better-auth")).toBe("/marketplace/auth/better-auth");
  });

  it("have their own title and a description that gives the id a genome lists the module by", () => {
    expect(modulePageMeta("en", "database/drizzle").title).toBe("Drizzle ORM: marketplace adapter");
    expect(modulePageMeta("fr", "stripe-nextjs-integration").title).toBe("Stripe Next.js Integration\u00a0: intégrateur de la marketplace");
    expect(modulePageMeta("en", "database/drizzle").description).toMatch(/In a genome, its id is database\/drizzle\.$/);
  });
});
