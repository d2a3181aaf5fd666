import { genomes, type GenomeTemplate } from "@/domain/catalog/catalog";
import { localeStaticPaths } from "@/i18n/static-paths";
import type { Locale } from "@/i18n/routing";

/**
 * `getStaticPaths` of the genome pages: every locale crossed with every catalogue genome
 * (`/solutions/saas-starter`, `/fr/solutions/saas-starter`). An id outside the catalogue has no
 * page, so the server answers it with the not-found page.
 */
export function genomeStaticPaths(): {
  params: { locale: string | undefined; id: string };
  props: { locale: Locale; genome: GenomeTemplate };
}[] {
  return localeStaticPaths().flatMap(({ params, props }) =>
    genomes.map((genome) => ({ params: { ...params, id: genome.id }, props: { ...props, genome } })),
  );
}
