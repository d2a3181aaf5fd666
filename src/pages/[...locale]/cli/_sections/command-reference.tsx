import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { Badge } from "@/components/ui/badge";
import { documentedStateCommit, documentedStateDate } from "@/domain/cli/documented-state";
import { availabilityBadgeVariant, availabilityMessageKey, cliReference } from "@/features/cli/cli-commands";
import { CommandText } from "@/features/cli/command-text";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

function CodeList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-medium text-subtle">{label}</p>
      <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <code className="inline-block rounded-md border border-border bg-surface px-2 py-0.5 font-mono text-xs text-muted">
              <CommandText command={item} />
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every command of the CLI table, in its help's order, with its availability, what running it
 * does, and its usage line, subcommands and options as its `--help` prints them.
 */
export const CommandReference = localized(function CommandReference() {
  const t = useTranslations("Cli.reference");
  const commands = useTranslations("CliCommands");
  const locale = useLocale();
  const description = t("description", { date: documentedStateDate(locale), state: documentedStateCommit("cli") });
  return (
    <Section divided aria-labelledby="reference-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="reference-title" description={description} />
      <dl className={cn(cardVariants({ padding: "none" }), "mt-12 divide-y divide-border overflow-hidden")}>
        {cliReference().map((entry) => (
          <div key={entry.key} data-availability={entry.availability} className="grid gap-3 p-5 md:grid-cols-[13rem_1fr] md:gap-8 md:p-6">
            <dt className="self-start">
              {/* A block, which the site search closes with a full stop: the name and its availability do not run into the summary. */}
              <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
                <code className="font-mono text-sm font-medium text-primary-text">{entry.name}</code>{" "}
                <Badge variant={availabilityBadgeVariant[entry.availability]}>{commands(`availability.${availabilityMessageKey[entry.availability]}`)}</Badge>
              </div>
            </dt>
            <dd className="min-w-0">
              <p className="text-sm leading-relaxed text-muted">{commands(`summaries.${entry.key}`)}</p>
              <p className="mt-3 rounded-lg border border-border bg-terminal px-3 py-2 font-mono text-[13px] break-words text-foreground">
                <span className="sr-only">{t("usage")} </span>
                <span aria-hidden data-pagefind-ignore="" className="mr-2 text-subtle select-none">
                  $
                </span>
                <CommandText command={entry.usage} />
              </p>
              <CodeList label={t("subcommands")} items={entry.subcommands} />
              <CodeList label={t("options")} items={entry.options} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
});
