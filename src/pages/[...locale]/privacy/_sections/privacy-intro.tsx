import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { siteConfig } from "@/lib/site-config";
import { contactAddress } from "./contact-link";

const summaryKeys = ["forms", "thirdParties", "erasure"] as const;

/** The page's title, the notice in three lines, and who keeps the data. */
export const PrivacyIntro = localized(function PrivacyIntro() {
  const t = useTranslations("Privacy");
  return (
    <Section aria-labelledby="privacy-title">
      <div className="mx-auto max-w-3xl">
        <SectionHeader as="h1" titleId="privacy-title" eyebrow={t("eyebrow")} title={t("title")} description={t("intro")} className="max-w-none" />
        <section aria-labelledby="privacy-summary" className="mt-12 rounded-xl border border-primary/30 bg-primary/5 p-6">
          <h2 id="privacy-summary" className="text-base font-semibold text-foreground">
            {t("summary.title")}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-muted marker:text-primary-text">
            {summaryKeys.map((key) => (
              <li key={key}>{t.rich(`summary.items.${key}`, contactAddress)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="privacy-controller" className="mt-12">
          <h2 id="privacy-controller" className="text-2xl font-semibold tracking-tight text-foreground">
            {t("controller.title")}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{t.rich("controller.body", { ...contactAddress, name: siteConfig.name })}</p>
        </section>
      </div>
    </Section>
  );
});
