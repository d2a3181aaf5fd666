import { ArrowUpRight, ChevronDown } from "lucide-react";
import { Link } from "@/i18n/link";
import { DisclosureMenu, disclosureEntryClass } from "@/components/ui/disclosure-menu";
import { cn } from "@/lib/utils";
import type { NavGroupView, NavLinkView } from "./nav-types";
import { ExternalLink } from "@/components/ui/external-link";

const triggerClass =
  "inline-flex h-9 items-center gap-1 rounded-lg whitespace-nowrap px-2.5 text-sm font-medium text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-surface-hover data-[state=open]:text-foreground lg:px-3";

export function DesktopNav({
  label,
  groups,
  links,
  newTabLabel,
  current,
}: {
  label: string;
  groups: NavGroupView[];
  links: NavLinkView[];
  newTabLabel: string;
  /** The key of the item the current page marks (currentNavItem), if any. */
  current: string | null;
}) {
  const isCurrent = (key: string) => key === current;

  return (
    <nav aria-label={label} className="ml-6 hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {groups.map((group) => (
          <li key={group.key}>
            <DisclosureMenu
              triggerClassName={cn(triggerClass, group.items.some((item) => isCurrent(item.key)) && "text-foreground")}
              panelClassName="w-80"
              trigger={
                <>
                  {group.label}
                  <ChevronDown className="size-3.5 opacity-70 transition-transform in-data-[state=open]:rotate-180" aria-hidden />
                </>
              }
            >
              <ul>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link
                      href={item.href}
                      aria-current={isCurrent(item.key) ? "page" : undefined}
                      className={cn(disclosureEntryClass, "flex-col gap-0.5")}
                    >
                      <span className="font-medium text-foreground">{item.title}</span>
                      {item.description ? <span className="text-[13px] leading-snug text-muted">{item.description}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </DisclosureMenu>
          </li>
        ))}
        {links.map((item) => (
          <li key={item.key}>
            {item.external ? (
              <ExternalLink href={item.href} newTabLabel={newTabLabel} className={triggerClass}>
                {item.title}
                <ArrowUpRight className="size-3.5 opacity-60" aria-hidden />
              </ExternalLink>
            ) : (
              <Link
                href={item.href}
                aria-current={isCurrent(item.key) ? "page" : undefined}
                className={cn(triggerClass, isCurrent(item.key) && "text-foreground")}
              >
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
