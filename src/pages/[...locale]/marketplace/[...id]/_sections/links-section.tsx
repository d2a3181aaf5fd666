import type { ReactNode } from "react";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeLink, ModuleFacts, ModuleLink } from "@/features/modules/module-facts";
import { localized, useTranslations } from "@/i18n/locale-context";
import { LABEL_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";
import { cardVariants } from "@/components/ui/card";

/**
 * One relation ("Requires", "Wired by"...): a titled card with links to the pages it names, or a
 * sentence when it names none. A `wide` relation spans the row and flows its links into columns.
 */
function Relation({ id, title, empty, wide = false, children }: { id: string; title: string; empty?: string; wide?: boolean; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id} className={cn(cardVariants({ padding: "md" }), wide && "md:col-span-full")}>
      <h3 id={id} className="text-xs font-medium tracking-[0.12em] text-subtle uppercase">
        {title}
      </h3>
      {children.length > 0 ? (
        <ul className={cn("mt-3", wide ? "gap-x-8 sm:columns-2 lg:columns-3 [&>li]:break-inside-avoid" : "divide-y divide-border")}>{children}</ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      )}
    </section>
  );
}

/** As many columns as there are narrow relations, up to three: no row ends on an empty column. */
const relationColumns: Record<number, string> = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" };

/**
 * A link to a module's or a genome's page: its name, then a detail line (the id, or what an
 * integrator wires it with). The space that starts the detail keeps the link's accessible name
 * readable. An id only repeats the linked page's name: the site search leaves it out of this
 * page's text, space included, so that the name ends its item there. The item is a label for the
 * search: this page is found by it, but a list of names is no sentence to quote. (Pagefind closes
 * a weighted block with a full stop, not a weighted inline element: the weight is on the item.)
 */
function RelationLink({ href, name, detail, mono = true }: { href: string; name: string; detail: string; mono?: boolean }) {
  return (
    <li data-pagefind-weight={LABEL_SEARCH_WEIGHT} className="py-2 first:pt-0 last:pb-0">
      <a href={href} className="group inline-flex flex-col rounded-sm">
        <span className="text-sm font-medium text-foreground underline-offset-4 group-hover:text-primary-text group-hover:underline">{name}</span>
        <span data-pagefind-ignore={mono ? "" : undefined} className={cn("text-xs text-subtle", mono && "font-mono break-all")}>
          {` ${detail}`}
        </span>
      </a>
    </li>
  );
}

/**
 * How the module fits with the rest of the catalogue, each relation a list of links: what an
 * integrator wires, what the module requires, the integrators that wire it, the modules that build
 * on it and the genomes that include it. Relations that do not apply to it are left out.
 */
export const LinksSection = localized(function LinksSection({ facts }: { facts: ModuleFacts }) {
  const t = useTranslations("ModulePage.links");
  const pageItem = (link: ModuleLink | GenomeLink) => <RelationLink key={link.id} href={link.path} name={link.name} detail={link.id} />;
  // An integrator's dependencies are usually the modules it wires: list them once, unless it needs more.
  const showRequires = facts.category === "adapter" || facts.requires.some((required) => !facts.connects.some((member) => member.id === required.id));
  const narrow = [
    facts.connects.length > 0 ? (
      <Relation key="connects" id="links-connects" title={t("connects")}>
        {facts.connects.map(pageItem)}
      </Relation>
    ) : null,
    showRequires ? (
      <Relation key="requires" id="links-requires" title={t("requires")} empty={t("requiresNone")}>
        {facts.requires.map(pageItem)}
      </Relation>
    ) : null,
    facts.usedBy.length > 0 ? (
      <Relation key="used-by" id="links-used-by" title={t("usedBy")}>
        {facts.usedBy.map(pageItem)}
      </Relation>
    ) : null,
    <Relation key="genomes" id="links-genomes" title={t("inGenomes")} empty={t("inGenomesNone")}>
      {facts.inGenomes.map(pageItem)}
    </Relation>,
  ].filter(Boolean);
  return (
    <Section divided eager aria-labelledby="links-title" className="py-16 sm:py-20">
      <SectionHeader title={t("title")} titleId="links-title" description={t("description")} />
      <div className={cn("mt-8 grid items-start gap-4", relationColumns[narrow.length] ?? relationColumns[3])}>
        {narrow}
        {facts.wiredBy.length > 0 ? (
          <Relation id="links-wired-by" title={t("wiredBy")} wide>
            {facts.wiredBy.map((link) => (
              <RelationLink
                key={link.id}
                href={link.path}
                name={link.name}
                detail={t("wiredWith", { names: link.partners.map((partner) => partner.name).join(", ") })}
                mono={false}
              />
            ))}
          </Relation>
        ) : null}
      </div>
    </Section>
  );
});
