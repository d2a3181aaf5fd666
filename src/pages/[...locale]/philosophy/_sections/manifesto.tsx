import { localized, useTranslations } from "@/i18n/locale-context";
import { Boxes, FileCode2, Share2, SlidersHorizontal, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section, SectionHeader } from "@/components/ui/section";

const principles: { key: "ownership" | "declarative" | "opinions" | "community"; Icon: LucideIcon }[] = [
  { key: "ownership", Icon: FileCode2 },
  { key: "declarative", Icon: Boxes },
  { key: "opinions", Icon: SlidersHorizontal },
  { key: "community", Icon: Share2 },
];

export const Manifesto = localized(function Manifesto() {
  const t = useTranslations("Philosophy.manifesto");
  return (
    <Section aria-labelledby="manifesto-title">
      <SectionHeader title={t("title")} titleId="manifesto-title" />
      <ol className="mt-12 grid gap-4 sm:grid-cols-2">
        {principles.map(({ key, Icon }, index) => (
          <li key={key}>
            <Card className="h-full">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-9 items-center justify-center rounded-lg border border-border bg-surface-raised text-primary-text">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="font-mono text-xs text-subtle">{String(index + 1).padStart(2, "0")}</span>
              </div>
              <CardTitle className="mt-5 text-lg">{t(`items.${key}.title`)}</CardTitle>
              <CardDescription className="mt-2 text-[15px]">{t(`items.${key}.body`)}</CardDescription>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
});
