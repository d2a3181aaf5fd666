import { serializeJsonLd } from "@/lib/seo/structured-data";

type Node = Parameters<typeof serializeJsonLd>[0];

/** Structured data for search engines; a data block, never executed, so the CSP leaves it alone. */
export function JsonLd({ data }: { data: Node }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
