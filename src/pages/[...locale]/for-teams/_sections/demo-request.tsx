import { Check } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { DemoRequestForm } from "@/features/demo-request/demo-request-form";
import { DEMO_REQUEST_LIMITS } from "@/features/demo-request/client-validation";

const points = ["call", "stack", "reply"] as const;

export const DemoRequest = localized(function DemoRequest() {
  const t = useTranslations("ForTeams.demo");
  const tForm = useTranslations("DemoRequestForm");
  return (
    <Section divided id="demo" aria-labelledby="demo-title" className="scroll-mt-4">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16">
        <div>
          <h2 id="demo-title" className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-pretty text-muted">{t("subtitle")}</p>
          <ul className="mt-8 space-y-3">
            {points.map((key) => (
              <li key={key} className="flex gap-3 text-foreground">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-success" />
                {t(`points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative rounded-2xl border border-border bg-surface p-6 sm:p-8">
          <DemoRequestForm
            labels={{
              email: tForm("email"),
              emailPlaceholder: tForm("emailPlaceholder"),
              company: tForm("company"),
              companyPlaceholder: tForm("companyPlaceholder"),
              message: tForm("message"),
              optional: tForm("optional"),
              required: tForm("required"),
              messagePlaceholder: tForm("messagePlaceholder"),
              submit: tForm("submit"),
              submitting: tForm("submitting"),
              successTitle: tForm("successTitle"),
              successBody: tForm("successBody"),
              fieldErrors: {
                email_required: tForm("errors.emailRequired"),
                email_invalid: tForm("errors.emailInvalid"),
                email_too_long: tForm("errors.emailTooLong"),
                company_required: tForm("errors.companyRequired"),
                company_invalid: tForm("errors.companyInvalid"),
                company_too_long: tForm("errors.companyTooLong", { max: DEMO_REQUEST_LIMITS.company }),
                message_invalid: tForm("errors.messageInvalid"),
                message_too_long: tForm("errors.messageTooLong", { max: DEMO_REQUEST_LIMITS.message }),
              },
              formErrors: {
                rate_limited: tForm("errors.rateLimited"),
                unavailable: tForm("errors.unavailable"),
                network: tForm("errors.network"),
                generic: tForm("errors.generic"),
              },
            }}
          />
        </div>
      </div>
    </Section>
  );
});
