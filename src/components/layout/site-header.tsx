import { localized, useTranslations, useLocale } from "@/i18n/locale-context";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { GithubIcon } from "@/components/icons/brand-icons";
import { CTA_HREF, currentNavItem } from "@/lib/site-nav";
import { siteConfig } from "@/lib/site-config";
import { locales } from "@/i18n/routing";
import { Logo } from "./logo";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { LocaleSwitcher } from "./locale-switcher";
import { SectionLinks } from "./section-links";
import { SearchButton } from "./search-button";
import { useNavViews } from "./use-nav-views";
import { ExternalLink } from "@/components/ui/external-link";
import { hook } from "@/lib/dom-hooks";
import { chromeHooks } from "./chrome-hooks";

/**
 * The sticky header of every page, rendered at build time: `path` (the page's path without locale
 * prefix) marks the current page's links and shows the landing page's section links. Its menus
 * are wired by the site behaviour script, so no React reaches the browser.
 */
export const SiteHeader = localized(function SiteHeader({ path }: { path: string }) {
  const t = useTranslations("Navigation");
  const tLocale = useTranslations("LocaleSwitcher");
  const tCommon = useTranslations("Common");
  const tSearch = useTranslations("Search");
  const locale = useLocale();
  const nav = useNavViews();
  const isLanding = path === "/";
  const current = currentNavItem(path);
  const localeOptions = locales.map((code) => ({ code, label: tLocale(code) }));
  const language: string = tLocale(locale);
  const switcherLabels = { label: tLocale("label"), current: tLocale("current", { language }) };
  const newTab = tCommon("opensInNewTab");

  return (
    <header {...hook(chromeHooks.chrome)} className="sticky top-0 z-40 border-b border-border/80 bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center gap-3 lg:gap-4">
        <Logo label={t("homeLabel")} />
        <DesktopNav label={t("mainLabel")} groups={nav.groups} links={nav.links} newTabLabel={newTab} current={current} />
        <div className="ml-auto flex items-center gap-1.5 lg:gap-2">
          <SearchButton label={tSearch("button")} />
          <LocaleSwitcher options={localeOptions} labels={switcherLabels} className="hidden md:block" />
          {/* Below 1280 px the search button takes this icon's room; the footer keeps the GitHub link. */}
          <Button asChild variant="ghost" size="icon" className="hidden xl:inline-flex">
            <ExternalLink href={siteConfig.links.githubOrg} aria-label={t("github")} newTabLabel={newTab}>
              <GithubIcon className="size-[18px]" />
            </ExternalLink>
          </Button>
          <Button asChild size="sm" className="hidden md:inline-flex">
            <Link href={CTA_HREF}>{t("cta")}</Link>
          </Button>
          <MobileNav
            groups={nav.groups}
            links={nav.links}
            sections={isLanding ? nav.sections : []}
            localeOptions={localeOptions}
            current={current}
            labels={{
              open: t("openMenu"),
              close: t("closeMenu"),
              title: t("menuTitle"),
              sections: t("sections.label"),
              github: t("github"),
              cta: t("cta"),
              newTab,
              switcher: switcherLabels,
            }}
          />
        </div>
      </div>
      {isLanding ? <SectionLinks label={t("sections.label")} sections={nav.sections} /> : null}
    </header>
  );
});
