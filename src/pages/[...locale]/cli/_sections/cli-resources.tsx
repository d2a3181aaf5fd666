import type { ComponentType } from "react";
import { ArrowRight, ArrowUpRight, BookOpen, Check, Package } from "lucide-react";
import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { localizePath } from "@/i18n/locale-path";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Section, SectionHeader } from "@/components/ui/section";
import { siteConfig } from "@/lib/site-config";
import { cliRequirementKeys, cliResourceLinks, type CliResourceKey } from "@/features/cli/cli-page-lists";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { NEW_TAB_LINK } from "@/components/ui/external-link";

const icons: Record<CliResourceKey, ComponentType<{ "aria-hidden"?: boolean; className?: string }>> = { docs: BookOpen, repo: GithubIcon, npm: Package };

export const CliResources = localized(function CliResources() {
  const t = useTranslations("Cli");
  const common = useTranslations("Common");
  const locale = useLocale();
  const links = cliResourceLinks.map(({ key, href, external }) => ({
    key,
    href: external ? href : localizePath(href, locale),
    external,
    Icon: icons[key],
    title: t(`resources.${key}`),
    description: t(`resources.${key}Description`, { package: siteConfig.cli.packageName }),
  }));
  return (
    <Section divided aria-labelledby="resources-title">
      <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <SectionHeader title={t("resources.title")} titleId="resources-title" />
          <ul className="mt-8 grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {links.map(({ key, href, external, Icon, title, description }) => (
              <li key={key}>
                <a
                  href={href}
                  {...(external ? NEW_TAB_LINK : {})}
                  className={cn(cardVariants({ padding: "md", interactive: true }), "group flex h-full flex-col")}
                >
                  <span className="flex items-center justify-between">
                    <Icon aria-hidden className="size-5 text-foreground" />
                    {external ? (
                      <ArrowUpRight aria-hidden className="size-4 text-subtle transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                    ) : (
                      <ArrowRight aria-hidden className="size-4 text-subtle transition-transform group-hover:translate-x-0.5" />
                    )}
                  </span>
                  <span className="mt-4 text-sm font-semibold text-foreground">{title}</span>{" "}
                  <span className="mt-1 text-sm text-muted">{description}</span>
                  {external ? <NewTabNote label={common("opensInNewTab")} /> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="requirements-title" className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
            {t("requirements.title")}
          </h2>
          <ul aria-labelledby="requirements-title" className="mt-8 space-y-3">
            {cliRequirementKeys.map((key) => (
              <li key={key} className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm text-foreground">
                <Check aria-hidden className="size-4 shrink-0 text-success" />
                {t(`requirements.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
});
