import { Cable, FileCode2, ListChecks } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";

const highlights = [
  { key: "pick", Icon: ListChecks },
  { key: "wire", Icon: Cable },
  { key: "run", Icon: FileCode2 },
] as const;

/** The composer page's opening, rendered at build time so it paints before the island loads. */
export const ComposeHero = localized(function ComposeHero() {
  const t = useTranslations("Composer");
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className="relative py-14 sm:py-20">
        <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-5xl">{t("title")}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("description")}</p>
        <ul aria-label={t("highlightsLabel")} className="mt-8 grid max-w-5xl gap-3 lg:grid-cols-3 lg:gap-6">
          {highlights.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-2.5 text-sm text-muted">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-border bg-surface text-primary-text">
                <Icon aria-hidden className="size-4" />
              </span>
              {t(`highlights.${key}`)}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
});
