import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-seo";
import type { Locale } from "@/i18n/routing";
import { TeamHero } from "./_sections/team-hero";
import { FounderCard } from "./_sections/founder-card";
import { Values } from "./_sections/values";
import { Mission } from "./_sections/mission";
import { FounderStory } from "./_sections/founder-story";
import { JoinUs } from "./_sections/join-us";

export async function generateMetadata({ params }: PageProps<"/[locale]/team">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/team");
}

export default async function TeamPage({ params }: PageProps<"/[locale]/team">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <TeamHero />
      <FounderCard />
      <Values />
      <Mission />
      <FounderStory />
      <JoinUs />
    </>
  );
}
