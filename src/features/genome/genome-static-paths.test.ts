import { describe, expect, it } from "vitest";
import { genomeIds } from "@/domain/catalog/catalog";
import { genomeStaticPaths } from "./genome-static-paths";

describe("genome page paths", () => {
  it("cross both locales with every genome, English unprefixed", () => {
    const paths = genomeStaticPaths();
    expect(paths).toHaveLength(genomeIds.length * 2);
    expect(paths).toContainEqual(expect.objectContaining({ params: { locale: undefined, id: "saas-starter" } }));
    expect(paths).toContainEqual(expect.objectContaining({ params: { locale: "fr", id: "blog-app" } }));
    for (const { params, props } of paths) {
      expect(props.genome.id).toBe(params.id);
      expect(props.locale).toBe(params.locale ?? "en");
    }
  });
});
