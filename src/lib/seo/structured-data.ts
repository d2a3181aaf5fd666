import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { SITE_ICON } from "./icons";

/** schema.org objects as JSON-LD; each builder returns one typed node with its @context. */
type JsonLdNode = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export function organizationJsonLd(description: string): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(SITE_ICON.src),
    description,
    email: siteConfig.contactEmail,
    sameAs: [siteConfig.links.githubOrg, siteConfig.links.linkedin, siteConfig.links.discord, siteConfig.links.npmPackage],
  };
}

/**
 * The CLI as a free developer application: its source repository, and where to install it, the
 * docs page that builds it from source (no published version installs today, facts/CLI-FACTS.md
 * §8). No operating system is named: the CLI publishes no list of them.
 */
export function softwareApplicationJsonLd({ description, url, inLanguage, installUrl }: { description: string; url: string; inLanguage: string; installUrl: string }): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: `${siteConfig.name} CLI`,
    applicationCategory: "DeveloperApplication",
    description,
    url,
    inLanguage,
    codeRepository: siteConfig.links.cliRepo,
    installUrl,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    publisher: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
  };
}

export function faqPageJsonLd(entries: { question: string; answer: string }[], inLanguage: string): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** A marketplace module: its page, its source folder and the version the catalogue lists. */
export function softwareSourceCodeJsonLd({
  name,
  description,
  url,
  codeRepository,
  version,
  inLanguage,
}: {
  name: string;
  description: string;
  url: string;
  codeRepository: string;
  version: string;
  inLanguage: string;
}): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareSourceCode",
    name,
    description,
    url,
    codeRepository,
    version,
    inLanguage,
    isPartOf: { "@type": "SoftwareSourceCode", name: `${siteConfig.name} marketplace`, codeRepository: siteConfig.links.marketplaceRepo },
    publisher: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
  };
}

export function breadcrumbListJsonLd(items: { name: string; url: string }[]): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** Serialises for an inline <script>: `<` is escaped so no text can close the tag. */
export function serializeJsonLd(node: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(node).replace(/</g, "\\u003c");
}
