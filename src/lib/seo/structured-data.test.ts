import { describe, expect, it } from "vitest";
import { siteConfig } from "@/lib/site-config";
import {
  breadcrumbListJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  softwareApplicationJsonLd,
  softwareSourceCodeJsonLd,
} from "./structured-data";

describe("structured data", () => {
  it("describes the organisation with its public profiles", () => {
    const node = organizationJsonLd("Generator");
    expect(node["@type"]).toBe("Organization");
    expect(node.sameAs).toContain("https://github.com/the-architech-xyz");
  });

  it("describes the CLI as a free developer application, installed from source as its docs page says, on no named system", () => {
    const installUrl = "http://localhost:3000/docs/start/installation";
    const node = softwareApplicationJsonLd({ description: "CLI", url: "http://localhost:3000/cli", inLanguage: "en", installUrl });
    expect(node).toMatchObject({ "@type": "SoftwareApplication", applicationCategory: "DeveloperApplication", offers: { price: "0" } });
    expect(node).toMatchObject({ codeRepository: siteConfig.links.cliRepo, installUrl });
    // No published version installs (facts/CLI-FACTS.md §8), and no OS list is published.
    expect(JSON.stringify(node)).not.toContain(siteConfig.links.npmPackage);
    expect(node).not.toHaveProperty("operatingSystem");
    expect(node).not.toHaveProperty("downloadUrl");
  });

  it("describes a marketplace module as source code in the marketplace repository", () => {
    const node = softwareSourceCodeJsonLd({
      name: "Drizzle ORM",
      description: "Typed SQL.",
      url: "http://localhost:3000/marketplace/database/drizzle",
      codeRepository: "https://github.com/the-architech-xyz/marketplace/tree/abc/adapters/database/drizzle",
      version: "0.29.0",
      inLanguage: "en",
    });
    expect(node).toMatchObject({ "@type": "SoftwareSourceCode", name: "Drizzle ORM", version: "0.29.0", inLanguage: "en" });
    expect(node.isPartOf).toMatchObject({ codeRepository: "https://github.com/the-architech-xyz/marketplace" });
  });

  it("turns questions into FAQPage entries and crumbs into ranked list items", () => {
    const faq = faqPageJsonLd([{ question: "Q?", answer: "A." }], "fr");
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
    const crumbs = breadcrumbListJsonLd([
      { name: "Templates", url: "https://x/solutions" },
      { name: "SaaS", url: "https://x/solutions/saas-starter" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Templates", item: "https://x/solutions" },
      { "@type": "ListItem", position: 2, name: "SaaS", item: "https://x/solutions/saas-starter" },
    ]);
  });

  it("cannot be broken out of its script tag", () => {
    const text = serializeJsonLd(faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "x" }], "en"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
