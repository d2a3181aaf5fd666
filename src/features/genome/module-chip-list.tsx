import { badgeVariants } from "@/components/ui/badge";
import { ModuleLogo } from "@/components/icons/module-logo";
import type { ModuleId } from "@/domain/catalog/catalog";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { modulePath } from "@/domain/catalog/paths";
import { Link } from "@/i18n/link";
import { cn } from "@/lib/utils";

/** Modules as small badges with their logo, each a link to its page: what a run applied or left out. */
export function ModuleChipList({ ids, label, className }: { ids: readonly ModuleId[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {ids.map((id) => (
        <li key={id} data-module-id={id}>
          <Link
            href={modulePath(id)}
            className={cn(
              badgeVariants({ variant: "secondary" }),
              "gap-2 py-1 text-[13px] transition-colors hover:border-border-strong hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-3.5",
            )}
          >
            <ModuleLogo moduleId={id} size="sm" />
            {moduleRecord(id).name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
