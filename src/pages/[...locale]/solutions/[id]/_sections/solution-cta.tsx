import { ArrowRight } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { Link } from "@/i18n/link";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { CTA_HREF } from "@/lib/site-nav";
import { route } from "@/domain/site/page-paths";

export const SolutionCta = localized(function SolutionCta() {
  const t = useTranslations("SolutionPage.cta");
  return (
    <Section divided aria-labelledby="solution-cta-title">
      <div className={cn(cardVariants({ shape: "panel", padding: "none" }), "relative overflow-hidden px-6 py-14 text-center sm:px-12")}>
        <div aria-hidden className="pointer-events-none absolute inset-x-0 -top-32 mx-auto h-64 w-[36rem] max-w-full glow-primary-soft" />
        <h2 id="solution-cta-title" className="relative text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
          {t("title")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-pretty text-muted">{t("description")}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href={CTA_HREF}>
              {t("button")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>{" "}
          <Button asChild size="lg" variant="outline">
            <Link href={route("marketplace")}>{t("marketplace")}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
});
