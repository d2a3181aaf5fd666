import { ArrowRight } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { CommandLine } from "@/features/cli/command-line";
import { Section } from "@/components/ui/section";
import { Link } from "@/i18n/link";
import { siteConfig } from "@/lib/site-config";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const InstallCliSection = localized(function InstallCliSection() {
  const t = useTranslations("Solutions.install");
  const common = useTranslations("Common");
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
                <Link href="/cli">
                  {t("cli")}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>{" "}
              <Button asChild variant="outline">
                <Link href="/marketplace">{t("marketplace")}</Link>
              </Button>
            </div>
          </div>
          <CommandLine
            className="min-w-0"
            command={siteConfig.cli.installCommand}
            label={t("commandLabel")}
            copyLabels={{ copy: common("copy"), copied: common("copied"), failed: common("copyFailed") }}
          />
        </div>
      </div>
    </Section>
  );
});
