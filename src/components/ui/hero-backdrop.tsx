import { cn } from "@/lib/utils";

/** The faded grid and soft top light behind a page hero; its section must be `relative overflow-hidden`. */
export function HeroBackdrop({ tone = "primary" }: { tone?: "primary" | "gold" }) {
  return (
    <>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-grid [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div
        aria-hidden
        className={cn(
          "pointer-events-none absolute -top-40 left-1/2 h-80 w-[40rem] -translate-x-1/2",
          tone === "gold" ? "glow-gold" : "glow-primary-soft",
        )}
      />
    </>
  );
}
