import { ArrowLeft, ArrowRight } from "lucide-react";
import { Section } from "@/components/ui/section";
import type { ModuleFacts, ModuleLink } from "@/features/modules/module-facts";
import { localized, useTranslations } from "@/i18n/locale-context";
import { LABEL_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";
import { cardVariants } from "@/components/ui/card";

function Neighbour({ link, label, direction }: { link: ModuleLink; label: string; direction: "previous" | "next" }) {
  const Arrow = direction === "previous" ? ArrowLeft : ArrowRight;
  return (
    <a
      href={link.path}
      rel={direction === "previous" ? "prev" : "next"}
      className={cn(
        cardVariants({ padding: "sm", interactive: true }),
        "group flex min-w-0 flex-1 flex-col gap-1",
        direction === "next" && "items-end text-right",
      )}
    >
      <span className="inline-flex items-center gap-1.5 text-xs text-subtle">
        {direction === "previous" ? <Arrow aria-hidden className="size-3.5" /> : null}
        {label}
        {direction === "next" ? <Arrow aria-hidden className="size-3.5" /> : null}
      </span>
      <span className="max-w-full text-sm font-medium text-pretty break-words text-foreground group-hover:text-primary-text">{link.name}</span>
    </a>
  );
}

/** Other modules of the same group, then the previous and next modules in the marketplace's order. */
export const RelatedSection = localized(function RelatedSection({ facts }: { facts: ModuleFacts }) {
  const t = useTranslations("ModulePage");
  return (
    <Section divided aria-labelledby={facts.related.length > 0 ? "related-title" : undefined} className="py-16 sm:py-20">
      {facts.related.length > 0 ? (
        <>
          <h2 id="related-title" className="text-2xl font-semibold tracking-tight text-foreground">
            {facts.category === "adapter" ? t("related.adapter", { group: facts.groupLabel }) : t("related.integrator")}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {facts.related.map((link) => (
              // A name in a list of names: a label for the site search.
              <li key={link.id} data-pagefind-weight={LABEL_SEARCH_WEIGHT}>
                <a
                  href={link.path}
                  className={cn(cardVariants({ padding: "sm", interactive: true }), "group flex h-full flex-col gap-1")}
                >
                  <span className="text-sm font-medium text-foreground group-hover:text-primary-text">{link.name}</span>
                  {/* The id is on the module's own page: the site search leaves it out here, the space that keeps it apart from the name included. */}
                  <span data-pagefind-ignore="" className="font-mono text-xs break-all text-subtle">
                    {` ${link.id}`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <nav aria-label={t("pagination.label")} className={cn("flex gap-3", facts.related.length > 0 && "mt-12")}>
        {facts.previous ? <Neighbour link={facts.previous} label={t("pagination.previous")} direction="previous" /> : <span className="flex-1" />}
        {facts.next ? <Neighbour link={facts.next} label={t("pagination.next")} direction="next" /> : <span className="flex-1" />}
      </nav>
    </Section>
  );
});
