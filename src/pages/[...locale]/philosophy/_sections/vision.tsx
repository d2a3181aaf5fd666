import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { founder } from "@/features/team/team";

export const Vision = localized(function Vision() {
  const t = useTranslations("Philosophy.vision");
  return (
    <Section divided aria-labelledby="vision-title">
      <h2 id="vision-title" className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">
        {t("title")}
      </h2>
      <blockquote className="mt-6 max-w-4xl">
        <p className="text-2xl leading-snug font-medium tracking-tight text-balance text-foreground sm:text-3xl">
          {t("statement")}
        </p>
        <footer className="mt-6 text-sm text-muted">{t("signature", { name: founder.name })}</footer>
      </blockquote>
    </Section>
  );
});
