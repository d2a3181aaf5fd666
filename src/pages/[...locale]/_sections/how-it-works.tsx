import { localized, useTranslations } from "@/i18n/locale-context";
import { CodeBlock } from "@/components/ui/code-block";
import { Section, SectionHeader } from "@/components/ui/section";
import { InstallStatus } from "@/components/layout/install-status";
import { getGenome, type ModuleId } from "@/domain/catalog/catalog";
import { buildGenome } from "@/domain/genome/genome-definition";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { newCommand } from "@/domain/cli/new-command";
import { landingSectionId } from "@/lib/landing-sections";
import { GENOME_FILE_NAME } from "@/domain/genome/genome-file";

/** The first modules of the SaaS starter: enough to show the shape without a wall of code. */
const SAMPLE_GENOME = "saas-starter";
const SAMPLE_MODULES: ModuleId[] = ["framework/nextjs", "auth/better-auth", "database/drizzle"];

/**
 * What a developer writes next in the schema file the Drizzle adapter wrote: a table of their own
 * below its example `users` table (marketplace@cdc304e, adapters/database/drizzle/templates/schema.ts.tpl,
 * which already imports these column types from drizzle-orm/pg-core).
 */
const CUSTOMIZE_FILE = "src/lib/db/schema.ts";
const CUSTOMIZE_CODE = `export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  createdAt: timestamp('created_at').defaultNow().notNull(),
});
`;

export const HowItWorks = localized(function HowItWorks() {
  const t = useTranslations("Landing.howItWorks");
  const template = getGenome(SAMPLE_GENOME);
  if (!template) throw new Error(`Genome ${SAMPLE_GENOME} is missing from the catalogue`);
  const genomeCode = genomeToTypeScript(
    buildGenome({ ...template, modules: SAMPLE_MODULES }, { name: "my-saas", description: t("sampleDescription") }),
  );

  const steps = [
    { key: "define", code: <CodeBlock code={genomeCode} filename={GENOME_FILE_NAME} className="[&_pre]:max-h-72 sm:[&_pre]:max-h-96" /> },
    {
      key: "generate",
      // The CLI comes from a build from source (no npm release installs): the status stands where the install command did.
      code: (
        <div className="grid gap-3">
          <CodeBlock code={newCommand({ genome: GENOME_FILE_NAME })} language="shell" filename="terminal" />
          <InstallStatus variant="panel" />
        </div>
      ),
    },
    { key: "customize", code: <CodeBlock code={CUSTOMIZE_CODE} filename={CUSTOMIZE_FILE} /> },
  ] as const;

  return (
    <Section compact id={landingSectionId("howItWorks")} divided aria-labelledby="how-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="how-title" description={t("description")} />
      <ol className="mt-10 space-y-10 sm:mt-14 sm:space-y-14 lg:space-y-20">
        {steps.map((step, index) => (
          <li key={step.key} className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
            <div className="lg:sticky lg:top-[calc(var(--header-height)+2rem)]">
              <span className="inline-flex size-10 items-center justify-center rounded-full border border-primary/40 bg-primary/15 font-mono text-sm font-semibold text-primary-text">
                <span className="sr-only">{t("stepLabel", { number: String(index + 1) })}</span>
                <span aria-hidden>{String(index + 1).padStart(2, "0")}</span>
              </span>
              <h3 className="mt-5 text-2xl font-semibold tracking-tight">{t(`steps.${step.key}.title`)}</h3>
              <p className="mt-3 max-w-md leading-relaxed text-muted">{t(`steps.${step.key}.body`)}</p>
            </div>
            <div className="min-w-0">{step.code}</div>
          </li>
        ))}
      </ol>
    </Section>
  );
});
