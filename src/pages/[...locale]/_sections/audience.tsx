import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { Code2, GitMerge, ShieldCheck, Sparkles, Terminal, Workflow, type LucideIcon } from "lucide-react";
import { Section, SectionHeader } from "@/components/ui/section";
import { generationSession } from "@/features/cli/generation-session";
import { AudienceTabs } from "./audience-tabs";
import { TerminalWindow } from "@/components/ui/window-frame";
import { landingSectionHash, landingSectionId } from "@/lib/landing-sections";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";
import { IconListItem } from "@/components/ui/icon-list-item";

const builderFeatures: { key: "declarative" | "integrations" | "ownership" | "ci"; Icon: LucideIcon }[] = [
  { key: "declarative", Icon: Code2 },
  { key: "integrations", Icon: GitMerge },
  { key: "ownership", Icon: ShieldCheck },
  { key: "ci", Icon: Workflow },
];

const creatorCapabilities = ["describe", "review", "own"] as const;

/** The terminal shows the SaaS starter being generated: the CLI page's session, its counts the genome's. */
const TERMINAL_GENOME = "saas-starter";

export const Audience = localized(function Audience() {
  const t = useTranslations("Landing.audience");
  const [command, ...output] = generationSession(useLocale(), TERMINAL_GENOME);
  const next = output.pop()!;

  const buildersPanel = (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
      <div>
        <h3 className="text-2xl font-semibold tracking-tight">{t("builders.title")}</h3>
        <p className="mt-3 text-muted">{t("builders.description")}</p>
        {/* Points to read, not cards to compare: the tab's second panel lists its own the same way. */}
        <ul className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {builderFeatures.map(({ key, Icon }) => (
            <IconListItem
              key={key}
              icon={<Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-text" />}
              title={t(`builders.features.${key}.title`)}
              description={t(`builders.features.${key}.body`)}
            />
          ))}
        </ul>
        <ArrowLink href={route("cli")} variant="link" size="inline" className="mt-6">
          {t("builders.cliLink")}
        </ArrowLink>
      </div>
      <TerminalWindow figure title={t("builders.terminalLabel")} className="self-start">
        <div className="space-y-2 p-5 font-mono text-[13px] leading-6">
          <p>
            <span aria-hidden data-pagefind-ignore="" className="mr-2 text-subtle select-none">
              $
            </span>
            <span className="text-foreground">{command!.text}</span>
          </p>
          <ul className="space-y-1.5">
            {output.map((line) => (
              <li key={line.id} className="flex gap-2 text-muted">
                <span aria-hidden className="text-success">
                  ✓
                </span>
                <span className="min-w-0">
                  {line.text}
                  {line.detail ? <>{" "}<span className="ml-2 text-subtle">{line.detail}</span></> : null}
                </span>
              </li>
            ))}
          </ul>
          <p className="flex gap-2 font-medium text-primary-text">
            <span aria-hidden>→</span>
            <span className="min-w-0">
              {next.text}
              {next.detail ? <>{" "}<span className="ml-2 font-normal">{next.detail}</span></> : null}
            </span>
          </p>
          <p aria-hidden className="text-subtle">
            <span aria-hidden data-pagefind-ignore="" className="mr-2 select-none">$</span>
            <span className="inline-block h-4 w-2 translate-y-0.5 animate-blink bg-foreground/70" />
          </p>
        </div>
      </TerminalWindow>
    </div>
  );

  const creatorsPanel = (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
      <div>
        <h3 className="text-2xl font-semibold tracking-tight">{t("creators.title")}</h3>
        <p className="mt-3 text-muted">{t("creators.description")}</p>
        <ul className="mt-6 space-y-4">
          {creatorCapabilities.map((key) => (
            <IconListItem
              key={key}
              icon={
                <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-lg border border-gold/30 bg-gold/10 text-gold-text">
                  <Sparkles aria-hidden className="size-3.5" />
                </span>
              }
              title={t(`creators.capabilities.${key}.title`)}
              description={t(`creators.capabilities.${key}.body`)}
            />
          ))}
        </ul>
        <ArrowLink href={landingSectionHash("cta")} variant="gold" className="mt-8">
          {t("creators.ctaLink")}
        </ArrowLink>
      </div>
      <figure className="self-start rounded-xl border border-border-strong bg-surface p-5 shadow-2xl shadow-black/40">
        <figcaption className="sr-only">{t("creators.dialogLabel")}</figcaption>
        <ol className="space-y-4">
          <ChatBubble author={t("creators.you")} text={t("creators.dialog.user")} own />
          <ChatBubble author={t("creators.assistant")} text={t("creators.dialog.assistant")} />
          <ChatBubble author={t("creators.you")} text={t("creators.dialog.user2")} own />
        </ol>
      </figure>
    </div>
  );

  return (
    <Section compact id={landingSectionId("audience")} divided aria-labelledby="audience-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="audience-title" description={t("description")} />
      <AudienceTabs
        label={t("tabsLabel")}
        tabs={[
          {
            id: "builders",
            trigger: (
              <>
                <Terminal aria-hidden />
                {t("builders.tab")}
              </>
            ),
            panel: buildersPanel,
          },
          {
            id: "creators",
            trigger: (
              <>
                <Sparkles aria-hidden />
                {t("creators.tab")}
              </>
            ),
            panel: creatorsPanel,
          },
        ]}
      />
    </Section>
  );
});

function ChatBubble({ author, text, own = false }: { author: string; text: string; own?: boolean }) {
  return (
    <li className={own ? "flex flex-col items-end" : "flex flex-col items-start"}>
      <span className="mb-1 text-xs text-subtle">{author}</span>{" "}
      <p
        className={
          own
            ? "max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm leading-relaxed text-primary-foreground"
            : "max-w-[85%] rounded-2xl rounded-bl-md border border-border-strong bg-surface-raised px-4 py-2.5 text-sm leading-relaxed text-foreground"
        }
      >
        {text}
      </p>
    </li>
  );
}
