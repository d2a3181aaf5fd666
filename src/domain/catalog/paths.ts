import { route } from "@/domain/site/page-paths";
/** The page of a module, without the locale prefix (`/marketplace/database/drizzle`). */
export function modulePath(id: string): string {
  return `${route("marketplace")}/${id}`;
}

/** The page of a genome, without the locale prefix (`/solutions/saas-starter`). */
export function genomePath(id: string): string {
  return `${route("solutions")}/${id}`;
}
