import { ArrowUpRight, BookOpen, GitPullRequest, PackagePlus } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { Section, SectionHeader } from "@/components/ui/section";
import { siteConfig } from "@/lib/site-config";
import { StepCardHeader } from "@/components/ui/step-card-header";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { ExternalLink } from "@/components/ui/external-link";

const steps = [
  { key: "read", Icon: BookOpen },
  { key: "create", Icon: PackagePlus },
  { key: "submit", Icon: GitPullRequest },
] as const;

export const ContributeSection = localized(function ContributeSection() {
  const t = useTranslations("Marketplace.contribute");
  const common = useTranslations("Common");
  return (
    <Section divided aria-labelledby="contribute-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="contribute-title" description={t("description")} />
      <ol className="mt-12 grid gap-4 md:grid-cols-3">
        {steps.map(({ key, Icon }, index) => (
          <li key={key} className={cn(cardVariants(), "relative")}>
            <StepCardHeader Icon={Icon} label={t("step", { number: String(index + 1) })} />
            <h3 className="mt-5 text-base font-semibold text-foreground">{t(`steps.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`steps.${key}.description`)}</p>
          </li>
        ))}
      </ol>
      <Button asChild variant="outline" size="lg" className="mt-10">
        <ExternalLink href={siteConfig.links.marketplaceRepo} newTabLabel={common("opensInNewTab")}>
          <GithubIcon className="size-4" />
          {t("cta")}
          <ArrowUpRight aria-hidden className="text-subtle" />
        </ExternalLink>
      </Button>
    </Section>
  );
});
