import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-seo";
import type { Locale } from "@/i18n/routing";
import { TeamsHero } from "./_sections/teams-hero";
import { TeamProblems } from "./_sections/team-problems";
import { GovernancePath } from "./_sections/governance-path";
import { RoleExperience } from "./_sections/role-experience";
import { BeforeAfterTable } from "./_sections/before-after-table";
import { Scenarios } from "./_sections/scenarios";
import { TeamMetrics } from "./_sections/team-metrics";
import { DemoRequest } from "./_sections/demo-request";

export async function generateMetadata({ params }: PageProps<"/[locale]/for-teams">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/for-teams");
}

export default async function ForTeamsPage({ params }: PageProps<"/[locale]/for-teams">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <TeamsHero />
      <TeamProblems />
      <GovernancePath />
      <RoleExperience />
      <BeforeAfterTable />
      <Scenarios />
      <TeamMetrics />
      <DemoRequest />
    </>
  );
}
