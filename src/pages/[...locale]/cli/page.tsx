import type { Metadata } from "next";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-seo";
import { CliHero } from "./_sections/cli-hero";
import { CliSteps } from "./_sections/cli-steps";
import { WhyCli } from "./_sections/why-cli";
import { CommandReference } from "./_sections/command-reference";
import { CliResources } from "./_sections/cli-resources";
import { CliJsonLd } from "@/components/layout/cli-json-ld";

export async function generateMetadata({ params }: PageProps<"/[locale]/cli">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/cli");
}

export default async function CliPage({ params }: PageProps<"/[locale]/cli">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <CliHero />
      <CliSteps />
      <WhyCli />
      <CommandReference />
      <CliResources />
      <CliJsonLd locale={locale as Locale} />
    </>
  );
}
