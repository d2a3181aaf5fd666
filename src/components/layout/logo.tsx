import { Link } from "@/i18n/link";
import { ArchitechMark } from "@/components/icons/brand-icons";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

export function Logo({ label, className, compact = false }: { label: string; className?: string; compact?: boolean }) {
  return (
    <Link
      href="/"
      aria-label={label}
      className={cn("inline-flex items-center gap-2.5 rounded-lg text-foreground focus-visible:outline-2 focus-visible:outline-ring", className)}
    >
      <ArchitechMark className="size-7" />
      <span className={cn("text-[15px] font-semibold tracking-tight", compact && "md:max-lg:sr-only")}>{siteConfig.name}</span>
    </Link>
  );
}
