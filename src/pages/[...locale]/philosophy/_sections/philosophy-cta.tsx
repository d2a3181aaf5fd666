import { localized, useTranslations } from "@/i18n/locale-context";
import { ArrowRight } from "lucide-react";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { DiscordIcon } from "@/components/icons/brand-icons";
import { siteConfig } from "@/lib/site-config";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { route } from "@/domain/site/page-paths";

export const PhilosophyCta = localized(function PhilosophyCta() {
  const t = useTranslations("Philosophy.cta");
  const tCommon = useTranslations("Common");
  return (
    <Section aria-labelledby="philosophy-cta-title" className="pt-0 sm:pt-0">
      <div className={cn(cardVariants({ shape: "panel", padding: "none" }), "relative overflow-hidden px-6 py-12 sm:px-12 sm:py-16")}>
        <div aria-hidden className="pointer-events-none absolute -right-24 -bottom-24 size-72 glow-primary" />
        <h2 id="philosophy-cta-title" className="relative max-w-xl text-3xl font-semibold tracking-tight">
          {t("title")}
        </h2>
        <p className="relative mt-4 max-w-xl text-muted">{t("description")}</p>
        <div className="relative mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={siteConfig.links.discord} target="_blank" rel="noopener noreferrer">
              <DiscordIcon />
              {t("community")}
              <NewTabNote label={tCommon("opensInNewTab")} />
            </a>
          </Button>{" "}
          <Button asChild size="lg" variant="outline">
            <Link href={route("lightpaper")}>
              {t("brief")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </Section>
  );
});
