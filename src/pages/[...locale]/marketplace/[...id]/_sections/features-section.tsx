import { Badge } from "@/components/ui/badge";
import { Section, SectionHeader } from "@/components/ui/section";
import type { ModuleFacts } from "@/features/modules/module-facts";
import { localized, useTranslations } from "@/i18n/locale-context";
import { cardVariants } from "@/components/ui/card";
import { LABEL_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";

/** The features a genome can turn on for the module, each with the id a genome lists: names, labels for the site search. */
export const FeaturesSection = localized(function FeaturesSection({ facts }: { facts: ModuleFacts }) {
  const t = useTranslations("ModulePage.features");
  return (
    <Section divided aria-labelledby="features-title" className="py-16 sm:py-20">
      <SectionHeader title={t("title")} titleId="features-title" description={facts.features.length > 0 ? t("description") : undefined} />
      {facts.features.length > 0 ? (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.features.map((feature) => (
            <li key={feature.id} data-pagefind-weight={LABEL_SEARCH_WEIGHT} className={cn(cardVariants({ padding: "sm" }), "flex flex-col gap-2")}>
              <div className="flex items-start justify-between gap-3">
                <span className="text-sm font-medium text-foreground">{feature.name}</span>{" "}
                <Badge variant={feature.onByDefault ? "success" : "secondary"}>{feature.onByDefault ? t("onByDefault") : t("optIn")}</Badge>
              </div>
              <code className="font-mono text-xs break-all text-subtle">{feature.id}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted">{t("none")}</p>
      )}
    </Section>
  );
});
