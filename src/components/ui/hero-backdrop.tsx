import { cn } from "@/lib/utils";

/** The faded grid and the soft light of each kind of hero, as one look per kind. */
const backdrops = {
  /** A page's hero: the grid fades from the top, the light sits over it. */
  page: {
    grid: "[mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]",
    light: "-top-40 left-1/2 h-80 w-[40rem] -translate-x-1/2",
  },
  /** The landing page's: wider, centred on the headline. */
  landing: {
    grid: "[mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black_30%,transparent_75%)]",
    light: "-top-48 left-1/2 h-[28rem] w-[56rem] max-w-[140vw] -translate-x-1/2",
  },
  /** A long document's: from the top left, behind its title; neither part is printed. */
  document: {
    grid: "[mask-image:radial-gradient(ellipse_at_top_left,black_10%,transparent_65%)] print:hidden",
    light: "-top-32 right-0 h-72 w-[32rem] print:hidden",
  },
} as const;

/** The colours of the soft light behind a hero or a call to action. */
export const lights = { primary: "glow-primary", soft: "glow-primary-soft", gold: "glow-gold" } as const;

export type HeroBackdropKind = keyof typeof backdrops;
export type LightTone = keyof typeof lights;

/** The faded grid and the light behind a hero; its section must be `relative overflow-hidden`. */
export function HeroBackdrop({ kind = "page", tone = "soft" }: { kind?: HeroBackdropKind; tone?: LightTone }) {
  const look = backdrops[kind];
  return (
    <>
      <div aria-hidden className={cn("pointer-events-none absolute inset-0 bg-grid", look.grid)} />
      <div aria-hidden className={cn("pointer-events-none absolute", look.light, lights[tone])} />
    </>
  );
}
