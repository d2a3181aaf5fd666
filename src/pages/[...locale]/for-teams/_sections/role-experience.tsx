import { Code2, Compass } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { getGenome, getModule } from "@/domain/catalog/catalog";
import { CodeBlock } from "@/components/ui/code-block";
import { Section, SectionHeader } from "@/components/ui/section";
import { InstallStatus } from "@/components/layout/install-status";
import { installAfterNew, newCommand } from "@/domain/cli/new-command";
import { genomeFileName } from "@/domain/genome/genome-file";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const APPROVED_GENOME_ID = "saas-starter";

export const RoleExperience = localized(function RoleExperience() {
  const t = useTranslations("ForTeams.experience");
  const approved = (getGenome(APPROVED_GENOME_ID)?.modules ?? []).map((id) => getModule(id)).filter((module) => module !== undefined);
  // From the CLI built from source: no npm release installs (facts/CLI-FACTS.md §8 R2), so no install command heads the list.
  const commands = [
    newCommand({ genome: genomeFileName(APPROVED_GENOME_ID) }),
    installAfterNew(APPROVED_GENOME_ID),
    "npm run dev",
  ].join("\n");
  return (
    <Section divided aria-labelledby="experience-title">
      <SectionHeader title={t("title")} titleId="experience-title" />
      <div className="mt-12 grid gap-4 lg:grid-cols-2">
        <article className={cn(cardVariants(), "flex min-w-0 flex-col")}>
          <div className="flex items-center gap-3">
            <Code2 aria-hidden className="size-5 text-primary-text" />
            <h3 className="text-base font-semibold text-foreground">{t("developer.title")}</h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-muted">{t("developer.body")}</p>
          <CodeBlock className="mt-6 flex-1" language="shell" code={commands} filename={t("developer.fileLabel")} />
          <InstallStatus variant="panel" className="mt-3" />
        </article>
        <article className={cn(cardVariants(), "flex min-w-0 flex-col")}>
          <div className="flex items-center gap-3">
            <Compass aria-hidden className="size-5 text-gold-text" />
            <h3 className="text-base font-semibold text-foreground">{t("architect.title")}</h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-muted">{t("architect.body")}</p>
          <ul aria-label={t("architect.listLabel")} className="mt-6 divide-y divide-border rounded-lg border border-border bg-background font-mono text-xs">
            {approved.map((module) => (
              <li key={module.id} className="flex items-center justify-between gap-3 px-3.5 py-2">
                <span className="truncate text-foreground">{module.id}</span>{" "}
                <span className="shrink-0 text-subtle">{module.version}</span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Section>
  );
});
