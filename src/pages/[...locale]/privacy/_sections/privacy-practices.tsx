import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { contactAddress } from "./contact-link";

const topics = ["abuse", "cookies", "access"] as const;

/** What happens around the forms (abuse counters, cookies, who reads the data) and how to use your rights. */
export const PrivacyPractices = localized(function PrivacyPractices() {
  const t = useTranslations("Privacy");
  return (
    <div className="border-t border-border py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl space-y-12">
          {topics.map((topic) => (
            <section key={topic} aria-labelledby={`privacy-${topic}`}>
              <h2 id={`privacy-${topic}`} className="text-2xl font-semibold tracking-tight text-foreground">
                {t(`${topic}.title`)}
              </h2>
              <p className="mt-3 leading-relaxed text-muted">{t(`${topic}.body`)}</p>
            </section>
          ))}
          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights" className="text-2xl font-semibold tracking-tight text-foreground">
              {t("rights.title")}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{t.rich("rights.body", contactAddress)}</p>
            <p className="mt-3 leading-relaxed text-muted">{t("rights.erasure")}</p>
          </section>
        </div>
      </Container>
    </div>
  );
});
