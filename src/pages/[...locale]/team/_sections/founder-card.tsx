import { Mail } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { founder } from "@/features/team/team";
import { GithubIcon, LinkedinIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { Section, SectionHeader } from "@/components/ui/section";
import { FounderAvatar } from "@/features/team/founder-avatar";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { ExternalLink } from "@/components/ui/external-link";

const socialIcons = { github: GithubIcon, linkedin: LinkedinIcon } as const;
const storyParagraphs = ["p1", "p2", "p3", "p4"] as const;

export const FounderCard = localized(function FounderCard() {
  const t = useTranslations("Team.founder");
  const tStory = useTranslations("Team.story");
  const tCommon = useTranslations("Common");
  return (
    <Section aria-labelledby="founder-title">
      <SectionHeader title={t("title")} titleId="founder-title" />
      <article className={cn(cardVariants({ shape: "panel", padding: "none" }), "mt-10 grid gap-8 p-6 sm:p-8 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-10")}>
        <FounderAvatar initials={founder.initials} label={t("avatarLabel", { name: founder.name })} className="w-full max-w-60" />
        <div className="flex flex-col">
          <h3 className="text-2xl font-semibold tracking-tight text-foreground">{founder.name}</h3>
          <p className="mt-1 text-sm font-medium text-primary-text">{t("role")}</p>
          {/* The story is the founder's biography: told once, here, beside the portrait. */}
          <h4 className="mt-6 text-sm font-medium text-foreground">{tStory("title")}</h4>
          <div className="mt-3 max-w-2xl space-y-4 leading-relaxed text-pretty text-muted">
            {storyParagraphs.map((key) => (
              <p key={key}>{tStory(`paragraphs.${key}`)}</p>
            ))}
          </div>
          <ul className="mt-auto flex flex-wrap gap-2 pt-6">
            {founder.socials.map((social) => {
              const Icon = socialIcons[social.network];
              return (
                <li key={social.network}>
                  <Button asChild variant="outline" size="icon">
                    <ExternalLink href={social.href} newTabLabel={tCommon("opensInNewTab")}>
                      <Icon className="size-[18px]" aria-hidden />
                      <span className="sr-only">{t(`socials.${social.network}`)}</span>
                    </ExternalLink>
                  </Button>
                </li>
              );
            })}
            <li>
              <Button asChild variant="outline">
                <a href={`mailto:${founder.email}`}>
                  <Mail aria-hidden />
                  {t("email", { name: founder.name })}
                </a>
              </Button>
            </li>
          </ul>
        </div>
      </article>
    </Section>
  );
});
