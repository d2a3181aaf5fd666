import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const Mission = localized(function Mission() {
  const t = useTranslations("Team.mission");
  return (
    <Section divided aria-labelledby="mission-title">
      <div className={cn(cardVariants({ shape: "panel", padding: "none" }), "relative overflow-hidden px-6 py-12 sm:px-12 sm:py-16")}>
        <div aria-hidden className="pointer-events-none absolute -right-24 -bottom-24 size-72 glow-gold" />
        <p className="relative font-mono text-xs font-medium tracking-[0.14em] text-gold-text uppercase">{t("eyebrow")}</p>
        <h2 id="mission-title" className="relative mt-4 max-w-3xl text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
          {t("title")}
        </h2>
        <p className="relative mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("body")}</p>
      </div>
    </Section>
  );
});
