import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { CtaBand, CtaBandDescription, CtaBandTitle } from "@/components/ui/cta-band";

export const Mission = localized(function Mission() {
  const t = useTranslations("Team.mission");
  return (
    <Section divided aria-labelledby="mission-title">
      <CtaBand glow="corner" tone="gold">
        <p className="relative font-mono text-xs font-medium tracking-[0.14em] text-gold-text uppercase">{t("eyebrow")}</p>
        <CtaBandTitle id="mission-title" className="mt-4 max-w-3xl">{t("title")}</CtaBandTitle>
        <CtaBandDescription size="lg" className="mt-5 max-w-2xl">{t("body")}</CtaBandDescription>
      </CtaBand>
    </Section>
  );
});
