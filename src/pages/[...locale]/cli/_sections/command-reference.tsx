import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { cliCommands } from "@/features/cli/cli-commands";
import { CommandText } from "@/features/cli/command-text";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const CommandReference = localized(function CommandReference() {
  const t = useTranslations("Cli.reference");
  return (
    <Section divided aria-labelledby="reference-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="reference-title" description={t("description")} />
      <dl className={cn(cardVariants({ padding: "none" }), "mt-12 divide-y divide-border overflow-hidden")}>
        {cliCommands.map((entry) => (
          <div key={entry.key} className="grid gap-3 p-5 md:grid-cols-[12rem_1fr] md:gap-8 md:p-6">
            <dt>
              <code className="font-mono text-sm font-medium text-primary-text">{entry.command}</code>
            </dt>
            <dd className="min-w-0">
              <p className="text-sm leading-relaxed text-muted">{t(entry.key)}</p>
              <p className="mt-3 rounded-lg border border-border bg-terminal px-3 py-2 font-mono text-[13px] break-words text-foreground">
                <span className="sr-only">{t("example")}: </span>
                <span aria-hidden data-pagefind-ignore="" className="mr-2 text-subtle select-none">
                  $
                </span>
                <CommandText command={entry.example} />
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
});
