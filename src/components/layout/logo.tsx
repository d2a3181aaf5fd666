import { Link } from "@/i18n/link";
import { ArchitechMark } from "@/components/icons/brand-icons";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

export function Logo({ label, className }: { label: string; className?: string }) {
  return (
    <Link
      href="/"
      aria-label={label}
      className={cn("inline-flex items-center gap-2.5 rounded-lg text-foreground focus-visible:outline-2 focus-visible:outline-ring", className)}
    >
      <ArchitechMark className="size-7" />
      <span className="text-[15px] font-semibold tracking-tight whitespace-nowrap">{siteConfig.name}</span>
    </Link>
  );
}
