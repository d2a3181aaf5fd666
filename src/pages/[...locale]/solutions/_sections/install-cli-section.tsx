import { ArrowRight } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { InstallStatus } from "@/components/layout/install-status";
import { Link } from "@/i18n/link";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { route } from "@/domain/site/page-paths";

/** How to get the CLI that runs these genomes: built from source, since no npm release installs (facts/CLI-FACTS.md §8 R2). */
export const InstallCliSection = localized(function InstallCliSection() {
  const t = useTranslations("Solutions.install");
  return (
    <Section divided aria-labelledby="install-cli-title">
      <div className={cn(cardVariants({ shape: "panel", padding: "none" }), "relative overflow-hidden p-8 sm:p-12")}>
        <div aria-hidden className="pointer-events-none absolute -right-24 -bottom-24 size-72 glow-primary-soft" />
        <div className="relative grid gap-8 lg:grid-cols-2 lg:items-center">
          <div className="min-w-0">
            <h2 id="install-cli-title" className="text-2xl font-semibold tracking-tight text-balance text-foreground sm:text-3xl">
              {t("title")}
            </h2>
            <p className="mt-3 text-pretty text-muted">{t("description")}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild>
                <Link href={route("cli")}>
                  {t("cli")}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>{" "}
              <Button asChild variant="outline">
                <Link href={route("marketplace")}>{t("marketplace")}</Link>
              </Button>
            </div>
          </div>
          <InstallStatus variant="panel" className="min-w-0" />
        </div>
      </div>
    </Section>
  );
});
