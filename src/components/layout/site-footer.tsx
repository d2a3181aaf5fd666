import { localized, useTranslations } from "@/i18n/locale-context";
import { ArrowUpRight, Mail } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Link } from "@/i18n/link";
import { DiscordIcon, GithubIcon, LinkedinIcon, NpmIcon } from "@/components/icons/brand-icons";
import { footerColumns } from "@/lib/site-nav";
import { mailtoHref, siteConfig } from "@/lib/site-config";
import { buildDate } from "@/lib/build-date";
import { InstallStatus } from "./install-status";
import { Logo } from "./logo";
import { useNavItemView } from "./use-nav-views";
import { ExternalLink } from "@/components/ui/external-link";

const linkClass =
  "inline-flex min-h-6 min-w-6 items-center gap-2 rounded text-sm text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring";

export const SiteFooter = localized(function SiteFooter() {
  const t = useTranslations("Footer");
  const tNav = useTranslations("Navigation");
  const tCommon = useTranslations("Common");
  const toView = useNavItemView();
  const newTab = tCommon("opensInNewTab");
  // The year of the build, which prerenders every page, instead of a year typed once and left behind.
  const copyright: string = t("copyright", { year: String(buildDate().getUTCFullYear()), name: siteConfig.name });
  const community: { key: "github" | "npm" | "discord" | "linkedin"; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { key: "github", href: siteConfig.links.githubOrg, Icon: GithubIcon },
    { key: "npm", href: siteConfig.links.npmPackage, Icon: NpmIcon },
    { key: "discord", href: siteConfig.links.discord, Icon: DiscordIcon },
    { key: "linkedin", href: siteConfig.links.linkedin, Icon: LinkedinIcon },
  ];

  return (
    <footer className="border-t border-border bg-surface/40 pb-24 md:pb-0">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.6fr_repeat(4,1fr)] lg:gap-8">
        <div className="max-w-xs">
          <Logo label={tNav("homeLabel")} />
          <p className="mt-4 text-sm leading-relaxed text-muted">{t("tagline")}</p>
          <p className="mt-5 text-xs text-subtle">{t("install")}</p>
          <InstallStatus className="mt-1.5 text-xs" />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="text-sm font-semibold text-foreground">
              {t(`columns.${column.key}`)}
            </h2>
            <ul className="mt-3.5 space-y-2">
              {column.items.map((item) => (
                <li key={`${column.key}-${item.key}`}>
                  {item.external ? (
                    <ExternalLink href={item.href} newTabLabel={newTab} className={linkClass}>
                      {toView(item).title}
                      <ArrowUpRight className="size-3.5 opacity-60" aria-hidden />
                    </ExternalLink>
                  ) : (
                    <Link href={item.href} className={linkClass}>
                      {toView(item).title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-foreground">{t("columns.community")}</h2>
          <ul className="mt-3.5 space-y-2">
            {community.map(({ key, href, Icon }) => (
              <li key={key}>
                <ExternalLink href={href} newTabLabel={newTab} className={linkClass}>
                  <Icon className="size-4" />
                  {t(`links.${key}`)}
                </ExternalLink>
              </li>
            ))}
            <li>
              <a href={mailtoHref()} className={linkClass}>
                <Mail className="size-4" aria-hidden />
                {t("links.email")}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>{copyright}</p>
          <p className="font-mono">{siteConfig.contactEmail}</p>
        </div>
      </div>
    </footer>
  );
});
