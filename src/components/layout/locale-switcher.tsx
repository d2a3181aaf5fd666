"use client";

import { Check, ChevronDown } from "lucide-react";
import { useCurrentLocale } from "@/i18n/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ComponentType, type SVGProps } from "react";
import { DisclosureMenu, disclosureEntryClass } from "@/components/ui/disclosure-menu";
import { FlagFR, FlagGB } from "@/components/icons/flag-icons";
import type { Locale } from "@/i18n/routing";
import { LOCALE_SWITCH_LOCK_MS, localeCookie, switchLocaleHref } from "@/lib/locale-switch";
import { cn } from "@/lib/utils";

export interface LocaleOption {
  code: Locale;
  label: string;
}

export interface LocaleSwitcherLabels {
  label: string;
  current: string;
}

const flags: Record<Locale, ComponentType<SVGProps<SVGSVGElement>>> = { en: FlagGB, fr: FlagFR };

function Flag({ locale }: { locale: Locale }) {
  const Component = flags[locale];
  return <Component className="h-3 w-[18px] shrink-0 rounded-[2px] ring-1 ring-white/15" />;
}

/** Switching keeps the page, query and hash, remembers the choice and locks the control briefly. */
export function useLocaleSwitch(): { locale: Locale; pending: boolean; switchTo: (target: Locale) => void } {
  const locale = useCurrentLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function switchTo(target: Locale) {
    if (pending || target === locale) return;
    setPending(true);
    timer.current = setTimeout(() => setPending(false), LOCALE_SWITCH_LOCK_MS);
    document.cookie = localeCookie(target);
    router.push(switchLocaleHref(window.location, target), { scroll: false });
  }

  return { locale, pending, switchTo };
}

export function LocaleSwitcher({
  options,
  labels,
  className,
}: {
  options: LocaleOption[];
  labels: LocaleSwitcherLabels;
  className?: string;
}) {
  const { locale, pending, switchTo } = useLocaleSwitch();
  const current = options.find((option) => option.code === locale);

  return (
    <div className={className}>
      <DisclosureMenu
        align="end"
        disabled={pending}
        triggerLabel={`${labels.label}. ${labels.current}`}
        panelClassName="min-w-44"
        triggerClassName="inline-flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 data-[state=open]:bg-surface-hover data-[state=open]:text-foreground"
        trigger={
          <>
            <Flag locale={locale} />
            <span className="uppercase lg:hidden">{locale}</span>
            <span className="hidden lg:inline">{current?.label}</span>
            <ChevronDown className="size-3.5 opacity-70" aria-hidden />
          </>
        }
      >
        <ul>
          {options.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-current={option.code === locale ? "true" : undefined}
                onClick={() => switchTo(option.code)}
                className={cn(disclosureEntryClass, "items-center")}
              >
                <Flag locale={option.code} />
                <span className="flex-1 text-foreground">{option.label}</span>
                {option.code === locale ? <Check className="size-4 text-primary-text" aria-hidden /> : null}
              </button>
            </li>
          ))}
        </ul>
      </DisclosureMenu>
    </div>
  );
}
