import type { ReactNode } from "react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Sparkles } from "lucide-react";
import { BadgeLine } from "@/components/ui/badge";
import { Container } from "@/components/ui/section";
import { InstallStatus } from "@/components/layout/install-status";
import { Eyebrow } from "@/components/ui/eyebrow";
import { landingSectionId } from "@/lib/landing-sections";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";

/**
 * The waitlist card, and the CLI as it can be had today: built from source, since no npm release
 * installs (facts/CLI-FACTS.md §8 R2). The form is an island the page passes in (`waitlist` slot).
 */
export const Cta = localized(function Cta({ waitlist }: { /** The waitlist form island (the page's `waitlist` slot). */ waitlist?: ReactNode }) {
  const t = useTranslations("Landing.cta");
  const tProducts = useTranslations("Landing.products");
  return (
    <section id={landingSectionId("cta")} aria-labelledby="cta-title" className="relative overflow-hidden border-t border-border py-14 sm:py-20 lg:py-24">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-grid [mask-image:radial-gradient(ellipse_60%_70%_at_50%_100%,black_20%,transparent_75%)]" />
      <div aria-hidden className="pointer-events-none absolute -bottom-56 left-1/2 h-96 w-[52rem] max-w-[140vw] -translate-x-1/2 glow-primary-soft" />
      <Container className="relative">
        {/*
          The waitlist is the band's first call to action: on a phone it follows the heading, before
          the CLI's status, so a visitor sent here by "Get started" lands with its field on screen.
          On wide screens it stands beside both.
        */}
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8">
          <div>
            <Eyebrow>{t("eyebrow")}</Eyebrow>
            <h2 id="cta-title" className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {t("title")}
            </h2>
            <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">{t("description")}</p>
          </div>
          <div className="rounded-2xl border border-border-strong bg-surface/90 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <BadgeLine variant="gold">
              <Sparkles aria-hidden />
              {tProducts("comingSoon")}
            </BadgeLine>
            <h3 className="mt-4 text-xl font-semibold tracking-tight">{t("waitlistTitle")}</h3>
            <p className="mt-2 mb-6 text-sm leading-relaxed text-muted">{t("waitlistDescription")}</p>
            {waitlist}
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <p className="mb-2 text-sm font-medium text-foreground">{t("installLabel")}</p>
            <InstallStatus variant="panel" />
            <ArrowLink href={route("cli")} variant="link" size="inline" className="mt-5">
              {t("cliLink")}
            </ArrowLink>
          </div>
        </div>
      </Container>
    </section>
  );
});
