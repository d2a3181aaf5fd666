import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { StatList } from "./stat-list";

/** The hero of a catalogue's index (the marketplace, the templates): its statement, then its figures, then `children`. */
export function CatalogHero({
  eyebrow,
  title,
  description,
  stats,
  children,
}: {
  eyebrow: string;
  title: string;
  description: string;
  stats: Parameters<typeof StatList>[0];
  children?: ReactNode;
}) {
  return (
    <PageHero>
      <PageHeroContent>
        <Eyebrow>{eyebrow}</Eyebrow>
        <PageHeroTitle>{title}</PageHeroTitle>
        <PageHeroDescription>{description}</PageHeroDescription>
        <StatList {...stats} className="mt-12" />
        {children}
      </PageHeroContent>
    </PageHero>
  );
}
