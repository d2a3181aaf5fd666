import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { CliHero } from "./_sections/cli-hero";
import { CliSteps } from "./_sections/cli-steps";
import { WhyCli } from "./_sections/why-cli";
import { CommandReference } from "./_sections/command-reference";
import { CliResources } from "./_sections/cli-resources";

export async function generateMetadata({ params }: PageProps<"/[locale]/cli">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Cli" });
  return { title: t("metaTitle"), description: t("metaDescription") };
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
    </>
  );
}
