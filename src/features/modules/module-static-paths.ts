import { moduleIds, type ModuleId } from "@/domain/catalog/catalog";
import { localeStaticPaths } from "@/i18n/static-paths";
import type { Locale } from "@/i18n/routing";

/**
 * `getStaticPaths` of the module pages: every locale crossed with every catalogue module, the id
 * as the CLI writes it in the rest parameter (`/marketplace/database/drizzle`,
 * `/fr/marketplace/stripe-nextjs-integration`). Any other id has no page, so the server answers it
 * with the not-found page.
 */
export function moduleStaticPaths(): {
  params: { locale: string | undefined; id: string };
  props: { locale: Locale; id: ModuleId };
}[] {
  return localeStaticPaths().flatMap(({ params, props }) => moduleIds.map((id) => ({ params: { ...params, id }, props: { ...props, id } })));
}
