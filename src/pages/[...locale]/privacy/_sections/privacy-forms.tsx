import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { FEEDBACK_EDIT_WINDOW_HOURS } from "@/domain/forms/feedback-update";

const forms = ["waitlist", "contact", "demo", "feedback"] as const;

/**
 * A stored field and why. The messages list each form's fields in the order the form asks for them
 * (read whole: use-intl types only single messages as keys), so a field is added in one place.
 */
type StoredField = { field: string; purpose: string };

/** One table per form: each stored field and why, with how long the form's entries are kept. */
export const PrivacyForms = localized(function PrivacyForms({ retentionDays }: { retentionDays: number }) {
  const t = useTranslations("Privacy.forms");
  return (
    <section aria-labelledby="privacy-forms" className="border-t border-border py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl">
          <h2 id="privacy-forms" className="text-2xl font-semibold tracking-tight text-foreground">
            {t("title")}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{t("intro")}</p>
          {forms.map((form) => (
            <div key={form} className="mt-10">
              <h3 id={`privacy-${form}`} className="text-lg font-semibold text-foreground">
                {t(`${form}.title`)}
              </h3>
              <p className="mt-1 text-sm text-muted">
                {t.rich("retention", {
                  period: t(`${form}.retention`, { days: String(retentionDays) }),
                  label: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
                })}
              </p>
              <div className="mt-4 overflow-hidden rounded-xl border border-border">
                <table aria-labelledby={`privacy-${form}`} className="w-full text-left text-sm">
                  <thead className="bg-surface text-xs font-medium tracking-wide text-subtle uppercase">
                    <tr>
                      <th scope="col" className="w-1/2 px-4 py-3">{t("field")}</th>
                      <th scope="col" className="px-4 py-3">{t("purpose")}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {Object.entries(t.raw(`${form}.rows` as never) as Record<string, StoredField>).map(([key, row]) => (
                      <tr key={key} className="align-top">
                        <th scope="row" className="px-4 py-3 font-medium text-foreground">
                          {row.field}
                        </th>
                        <td className="px-4 py-3 text-muted">{row.purpose}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {/* The one form without an address: when an answer is stored and completed, and what having no address means for erasing it. */}
              {form === "feedback" ? <p className="mt-3 text-sm leading-relaxed text-muted">{t("feedback.note", { hours: FEEDBACK_EDIT_WINDOW_HOURS })}</p> : null}
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
});
