import { ArrowRight } from "lucide-react";
import { useTranslations } from "@/i18n/locale-context";
import { Link } from "@/i18n/link";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/**
 * Where the site used to print `npm install -g …`: what is true today, that no npm release of the
 * CLI installs (facts/CLI-FACTS.md §8 R2), and the way that works, the from-source build on the
 * docs' installation page. One component, so every page says it the same way.
 * `line` sits in running text (the hero, the footer); `panel` stands where a command block stood.
 */
export function InstallStatus({ variant = "line", className }: { variant?: "line" | "panel"; className?: string }) {
  const t = useTranslations("Install");
  return (
    <p
      data-install-status=""
      className={cn(
        "text-muted",
        variant === "panel"
          ? "flex flex-col gap-2 rounded-xl border border-border bg-surface/80 px-4 py-3 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3"
          : "inline-flex flex-wrap items-center gap-x-2 gap-y-1",
        className,
      )}
    >
      <span className="inline-flex items-center gap-2">
        <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-gold" />
        {t("status")}
      </span>{" "}
      <Link
        href={siteConfig.cli.installGuidePath}
        className="inline-flex items-center gap-1 font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t("guide")}
        <ArrowRight aria-hidden className="size-3.5" />
      </Link>
    </p>
  );
}
