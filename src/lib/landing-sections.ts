/**
 * The landing page's sections, in page order: the page renders them in this order and the header's
 * section links are taken from it, so the bar lists them as the page does. `linked` sections have
 * an entry in the bar (`Navigation.sections.<key>`); the others are reached by scrolling.
 */
export const landingSections = [
  { key: "home", id: "home", linked: true },
  { key: "demo", id: "demo", linked: true },
  { key: "audience", id: "audience", linked: false },
  { key: "benefits", id: "benefits", linked: true },
  { key: "howItWorks", id: "how-it-works", linked: true },
  { key: "products", id: "products", linked: false },
  { key: "whereWeFit", id: "where-we-fit", linked: true },
  { key: "faq", id: "faq", linked: true },
  { key: "cta", id: "cta", linked: false },
] as const;

type LandingSection = (typeof landingSections)[number];
export type LandingSectionKey = LandingSection["key"];
export type LinkedLandingSection = Extract<LandingSection, { linked: true }>;

/** The sections the header's bar offers, in page order. */
export const linkedLandingSections = landingSections.filter((section): section is LinkedLandingSection => section.linked);

type LandingSectionId<K extends LandingSectionKey> = Extract<LandingSection, { key: K }>["id"];

/** A section's element id, as the page writes it and the header links to it. */
export function landingSectionId<K extends LandingSectionKey>(key: K): LandingSectionId<K> {
  return landingSections.find((section) => section.key === key)!.id as LandingSectionId<K>;
}

/** A link to a section from the landing page itself: `#cta`. */
export function landingSectionHash<K extends LandingSectionKey>(key: K): `#${LandingSectionId<K>}` {
  return `#${landingSectionId(key)}`;
}
