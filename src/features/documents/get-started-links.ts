import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { siteConfig } from "@/lib/site-config";
import { DOCS_HOME_PATH } from "@/domain/docs/docs-nav";
import { route } from "@/domain/site/page-paths";

/** Where the product brief's "Get started" section leads: site pages by path, outside resources by URL. */
export function getStartedLinks(links: LightpaperContent["getStarted"]["links"]) {
  return [
    { id: "cli", href: route("cli"), ...links.cli },
    { id: "marketplace", href: route("marketplace"), ...links.marketplace },
    { id: "solutions", href: route("solutions"), ...links.solutions },
    { id: "source", href: siteConfig.links.cliRepo, ...links.source },
    { id: "docs", href: DOCS_HOME_PATH, ...links.docs },
  ];
}
