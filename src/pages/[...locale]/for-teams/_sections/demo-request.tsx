import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const points = ["call", "stack", "reply"] as const;

/** The band's id: the hero's first button leads to it. */
export const DEMO_REQUEST_ID = "demo";

/** The demo request band; the page passes the form island in as `form` (its `form` slot). */
export const DemoRequest = localized(function DemoRequest({ form }: { form?: ReactNode }) {
  const t = useTranslations("ForTeams.demo");
  return (
    <Section divided id={DEMO_REQUEST_ID} aria-labelledby="demo-title" className="scroll-mt-4">
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
        <div className={cn(cardVariants({ shape: "panel", padding: "none" }), "relative p-6 sm:p-8")}>
          {form}
        </div>
      </div>
    </Section>
  );
});
