import { describe, expect, it } from "vitest";
import { moduleRecords } from "@/domain/catalog/catalog-records";
import type { Composition } from "@/domain/genome/composition";
import { decodeComposition, encodeComposition } from "./composition-url";
import { moduleKey } from "./compose-link";
import { canonicalComposition, compositionFromTemplate, emptyComposition, pickModule, setFeature, setParameter, unpickModule } from "@/domain/genome/resolve-composition";

function picking(c: Composition, ...ids: Parameters<typeof pickModule>[1][]): Composition {
  return ids.reduce((current, id) => pickModule(current, id).composition, c);
}

function roundTrip(c: Composition, describe?: Parameters<typeof encodeComposition>[1]) {
  return decodeComposition(encodeComposition(c, describe), describe);
}

describe("module keys", () => {
  it("are unique across the catalogue: an adapter's short name clashes with no other module", () => {
    const keys = moduleRecords.map((module) => moduleKey(module.id));
    expect(new Set(keys).size).toBe(moduleRecords.length);
    expect(moduleKey("database/drizzle")).toBe("drizzle");
    expect(moduleKey("drizzle-nextjs-integration")).toBe("drizzle-nextjs-integration");
  });
});

describe("encodeComposition", () => {
  it("writes nothing for an empty composition and only the start point for an unchanged template", () => {
    expect(encodeComposition(emptyComposition())).toBe("");
    expect(encodeComposition(compositionFromTemplate("saas-starter"))).toBe("from=saas-starter");
  });

  it("writes short, readable keys for picks, the project and changes from the defaults", () => {
    let c = picking(emptyComposition({ name: "my-shop", description: "Shop, fast & simple" }), "database/drizzle", "framework/nextjs", "auth/better-auth");
    c = setParameter(c, "database/drizzle", "provider", "supabase");
    c = setParameter(c, "auth/better-auth", "providers", ["email", "github"]);
    c = setFeature(c, "database/drizzle", "seeding", true);
    c = setParameter(c, "framework/nextjs", "eslint", false);
    expect(encodeComposition(c)).toBe(
      "name=my-shop&desc=Shop%2C+fast+%26+simple&m=better-auth,drizzle,nextjs" +
        "&p.nextjs.eslint=0&p.better-auth.providers=email,github&p.drizzle.provider=supabase&f.drizzle.seeding=1",
    );
  });

  it("lists the picks when they differ from the template's, and leaves out the page's own description", () => {
    const described = () => "Stock description";
    const c = unpickModule(compositionFromTemplate("blog-app", { description: "Stock description" }), "content/next-intl", { withDependents: false }).composition;
    expect(encodeComposition(c, described)).toBe("from=blog-app&m=better-auth,drizzle,nextjs,zustand,vitest,shadcn-ui");
  });
});

describe("decodeComposition", () => {
  it("restores a template from its id alone, with or without the question mark", () => {
    expect(decodeComposition("?from=saas-starter")).toEqual({ composition: compositionFromTemplate("saas-starter"), dropped: [] });
    expect(decodeComposition("from=saas-starter").composition).toEqual(compositionFromTemplate("saas-starter"));
    expect(decodeComposition("from=saas-starter", () => "SaaS").composition.project).toEqual({ name: "saas-starter", description: "SaaS" });
  });

  it("accepts full module ids as well as short names", () => {
    expect(decodeComposition("m=database/drizzle,nextjs").composition.picked).toEqual(["database/drizzle", "framework/nextjs"]);
  });

  it("reports and drops whatever the catalogue does not know or the composition cannot take", () => {
    const { composition, dropped } = decodeComposition(
      "from=nope&m=drizzle,mongoose,prisma,drizzle-nextjs-integration,nextjs&name=My App&utm_source=x" +
        "&p.drizzle.provider=oracle&p.drizzle.colour=red&p.nextjs.typescript=maybe&p.stripe.currency=eur&p.stripe.mode=live" +
        "&p.ghost.x=1&f.drizzle.seeding=yes&f.drizzle.teleport=1&f.drizzle.relations=1",
    );
    expect(dropped).toEqual([
      { kind: "key", value: "utm_source" },
      { kind: "template", value: "nope" },
      { kind: "module", value: "mongoose" },
      { kind: "module", value: "drizzle-nextjs-integration" },
      { kind: "single-choice", module: "database/prisma", kept: "database/drizzle" },
      { kind: "project-name", value: "My App" },
      { kind: "parameter-value", module: "database/drizzle", name: "provider", value: "oracle" },
      { kind: "parameter", module: "database/drizzle", name: "colour" },
      { kind: "parameter-value", module: "framework/nextjs", name: "typescript", value: "maybe" },
      { kind: "not-picked", module: "payment/stripe" },
      { kind: "module", value: "ghost" },
      { kind: "feature-value", module: "database/drizzle", name: "seeding", value: "yes" },
      { kind: "feature", module: "database/drizzle", name: "teleport" },
    ]);
    expect(composition).toEqual({
      project: { name: "my-app", description: "" },
      from: null,
      picked: ["database/drizzle", "framework/nextjs"],
      parameters: {},
      features: { "database/drizzle": { relations: true } },
    });
  });

  it("checks a number's type and a list's choices", () => {
    const base = "m=sequelize,zustand";
    expect(decodeComposition(`${base}&p.sequelize.port=3306`).composition.parameters).toEqual({ "database/sequelize": { port: 3306 } });
    expect(decodeComposition(`${base}&p.sequelize.port=many`).dropped).toEqual([
      { kind: "parameter-value", module: "database/sequelize", name: "port", value: "many" },
    ]);
    expect(decodeComposition(`${base}&p.zustand.middleware=persist,immer`).dropped).toEqual([
      { kind: "parameter-value", module: "state/zustand", name: "middleware", value: "persist,immer" },
    ]);
    expect(decodeComposition(`${base}&p.zustand.middleware=persist,,devtools`).dropped).toEqual([
      { kind: "parameter-value", module: "state/zustand", name: "middleware", value: "persist,,devtools" },
    ]);
    expect(decodeComposition(`${base}&p.zustand.middleware=`).composition.parameters).toEqual({ "state/zustand": { middleware: [] } });
  });

  it("takes a value equal to the default without writing it back", () => {
    const { composition, dropped } = decodeComposition("m=drizzle&p.drizzle.provider=neon");
    expect(dropped).toEqual([]);
    expect(composition.parameters).toEqual({});
  });
});

describe("round trip", () => {
  it("restores a composition exactly, with any characters in free text and list items", () => {
    let c = picking(emptyComposition({ name: "shop-2", description: "Ünïcode, 100% & more = fun + +" }), "auth/better-auth", "database/sequelize", "testing/vitest");
    c = setParameter(c, "auth/better-auth", "providers", ["a,b", "c&d", "e f"]);
    c = setParameter(c, "database/sequelize", "host", "db.example.com:5432/x?y=z");
    c = setParameter(c, "database/sequelize", "port", 3306.5);
    c = setParameter(c, "database/sequelize", "password", "p@ss word");
    c = setFeature(c, "vitest-nextjs-integration", "mocking", false);
    expect(roundTrip(c)).toEqual({ composition: c, dropped: [] });
  });

  it("restores a template with changes and a description the page did not provide", () => {
    let c = compositionFromTemplate("ecommerce-app", { description: "Stock" });
    c = pickModule(c, "database/prisma").composition;
    c = setParameter(c, "payment/stripe", "currency", "eur");
    c = { ...c, project: { ...c.project, description: "Mine" } };
    expect(roundTrip(c, () => "Stock")).toEqual({ composition: c, dropped: [] });
  });

  it("gives the canonical form of a composition that is not canonical", () => {
    const c: Composition = { ...emptyComposition(), picked: ["framework/nextjs", "database/prisma", "database/drizzle"], parameters: { "database/prisma": { studio: true } } };
    expect(roundTrip(c).composition).toEqual(canonicalComposition(c));
  });
});
