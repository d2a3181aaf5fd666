import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";

export const PhilosophyHero = localized(function PhilosophyHero() {
  const t = useTranslations("Philosophy");
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className="relative py-24 sm:py-32">
        <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-6xl">{t("title")}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("intro")}</p>
      </Container>
    </section>
  );
});
