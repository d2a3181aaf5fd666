import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { ArrowRight, Check, Building2, Sparkles, SquareTerminal, type LucideIcon } from "lucide-react";
import { Link } from "@/i18n/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Section, SectionHeader } from "@/components/ui/section";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { availableCommandList } from "@/features/cli/cli-commands";
import { productAvailability, type ProductId } from "@/domain/content/products";
import { cn } from "@/lib/utils";
import { route } from "@/domain/site/page-paths";
import { landingSectionHash, landingSectionId } from "@/lib/landing-sections";

interface Product {
  key: ProductId;
  Icon: LucideIcon;
  href: string;
}

const products: Product[] = [
  { key: "cli", Icon: SquareTerminal, href: route("cli") },
  { key: "teams", Icon: Building2, href: route("forTeams") },
  { key: "builder", Icon: Sparkles, href: landingSectionHash("cta") },
];

export const Products = localized(function Products() {
  const t = useTranslations("Landing.products");
  const locale = useLocale();
  // The CLI's first two bullets are counted from the catalogue, its commands read from the CLI table: never typed in the copy.
  const features: Record<ProductId, { key: string; text: string }[]> = {
    cli: [
      { key: "modules", text: t("cli.features.modules", { count: String(catalogFacts().moduleCount) }) },
      { key: "genomes", text: t("cli.features.genomes", { count: String(catalogFacts().genomeCount) }) },
      { key: "commands", text: t("cli.features.commands", { list: availableCommandList(locale) }) },
      { key: "license", text: t("cli.features.license") },
    ],
    teams: (["marketplace", "governance", "onboarding", "support"] as const).map((key) => ({ key, text: t(`teams.features.${key}`) })),
    builder: (["language", "plan", "code", "handoff"] as const).map((key) => ({ key, text: t(`builder.features.${key}`) })),
  };

  return (
    <Section compact id={landingSectionId("products")} divided aria-labelledby="products-title">
      {/* No intro paragraph: the three cards are the intro. */}
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="products-title" />
      <ul className="mt-10 grid gap-4 lg:grid-cols-3">
        {products.map(({ key, Icon, href }) => {
          // The product brief's roadmap reads the same availability (src/domain/content/products.ts).
          const available = productAvailability[key] === "available";
          const link = (
            <>
              {t(`${key}.link`)}
              <ArrowRight aria-hidden />
            </>
          );
          return (
            <li key={key}>
              <article
                aria-labelledby={`product-${key}`}
                className={cn(
                  "relative flex h-full flex-col rounded-2xl border bg-surface p-6 sm:p-7",
                  key === "cli" ? "border-primary/50 shadow-[0_0_0_1px_rgb(91_88_232/0.15),0_24px_64px_-32px_rgb(91_88_232/0.6)]" : "border-border",
                )}
              >
                <div className="flex items-center justify-between gap-3">
                  <span
                    className={cn(
                      "inline-flex size-10 items-center justify-center rounded-xl border",
                      available ? "border-primary/40 bg-primary/15 text-primary-text" : "border-gold/40 bg-gold/10 text-gold-text",
                    )}
                  >
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <Badge variant={available ? "success" : "gold"}>{available ? t("available") : t("comingSoon")}</Badge>
                </div>
                <h3 id={`product-${key}`} className="mt-5 text-xl font-semibold tracking-tight">
                  {t(`${key}.title`)}
                </h3>
                <p className="mt-1 text-sm font-medium text-primary-text">{t(`${key}.tagline`)}</p>
                <p className="mt-3 text-[15px] leading-relaxed text-muted">{t(`${key}.description`)}</p>
                <ul className="mt-5 space-y-2.5 border-t border-border pt-5">
                  {features[key].map((feature) => (
                    <li key={feature.key} className="flex gap-2.5 text-sm text-foreground">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                      {feature.text}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <Button asChild variant={key === "cli" ? "default" : key === "builder" ? "gold" : "outline"} className="w-full">
                    {href.startsWith("#") ? <a href={href}>{link}</a> : <Link href={href}>{link}</Link>}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
});
