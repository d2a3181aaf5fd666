import type { ModuleId } from "@/domain/catalog/catalog";
import { fillTemplate } from "@/i18n/message-template";
import type { AutomaticChange, DroppedFromLink, ModuleReason } from "@/domain/genome/composition";
import { adapterGroupOf, moduleOf } from "@/domain/genome/resolve-composition";
import type { ComposerLabels } from "./composer-labels";

/** The composer's sentences, assembled in the browser from the server's labels and the catalogue's names. */
export interface ComposerText {
  name: (id: ModuleId) => string;
  /** "Vitest and next-intl", "Vitest et next-intl". */
  list: (items: readonly string[]) => string;
  reason: (id: ModuleId, reason: ModuleReason) => string;
  change: (change: AutomaticChange) => string;
  dropped: (item: DroppedFromLink) => string;
}

export function composerText(locale: string, labels: ComposerLabels): ComposerText {
  // Made on the first list of two or more: the first Intl.ListFormat of a page loads the locale's
  // list data, 50-70 ms at 4x CPU, which a visitor's first change would otherwise wait for.
  let listFormat: Intl.ListFormat | undefined;
  const name = (id: ModuleId) => moduleOf(id).name;
  const list = (items: readonly string[]) => {
    if (items.length < 2) return items[0] ?? "";
    listFormat ??= new Intl.ListFormat(locale, { type: "conjunction" });
    return listFormat.format(items);
  };

  const reason = (id: ModuleId, why: ModuleReason): string => {
    if (why.kind === "picked") return labels.reasons.picked;
    if (why.kind === "required") {
      const template = why.by.length === 1 ? labels.reasons.requiredOne : labels.reasons.requiredMany;
      return fillTemplate(template, { by: list(why.by.map(name)), name: name(id) });
    }
    const [first, ...rest] = why.modules.map(name);
    return fillTemplate(labels.reasons.wires, { first: first ?? "", rest: list(rest) });
  };

  const added = (id: ModuleId, why: Exclude<ModuleReason, { kind: "picked" }>): string => {
    if (why.kind === "required") return fillTemplate(labels.changes.addedRequired, { name: name(id), by: list(why.by.map(name)) });
    const [first, ...rest] = why.modules.map(name);
    return fillTemplate(labels.changes.addedWires, { name: name(id), first: first ?? "", rest: list(rest) });
  };

  const change = (item: AutomaticChange): string => {
    if (item.kind === "added") return added(item.id, item.reason);
    if (item.kind === "removed") return fillTemplate(labels.changes.removed, { name: name(item.id) });
    const group = adapterGroupOf(item.by);
    const why = group ? labels.picker.singleChoice[group] : undefined;
    const sentence = fillTemplate(labels.changes.replaced, { by: name(item.by), name: name(item.id) });
    return why ? `${sentence} ${why}` : sentence;
  };

  const dropped = (item: DroppedFromLink): string => {
    const d = labels.dropped;
    switch (item.kind) {
      case "module":
        return fillTemplate(d.module, { value: item.value });
      case "template":
        return fillTemplate(d.template, { value: item.value });
      case "key":
        return fillTemplate(d.key, { value: item.value });
      case "project-name":
        return fillTemplate(d.projectName, { value: item.value });
      case "parameter":
        return fillTemplate(d.parameter, { name: item.name, module: name(item.module) });
      case "parameter-value":
        return fillTemplate(d.parameterValue, { name: item.name, module: name(item.module), value: item.value });
      case "feature":
        return fillTemplate(d.feature, { name: item.name, module: name(item.module) });
      case "feature-value":
        return fillTemplate(d.featureValue, { name: item.name, module: name(item.module), value: item.value });
      case "not-picked":
        return fillTemplate(d.notPicked, { module: name(item.module) });
      case "single-choice":
        return fillTemplate(d.singleChoice, { module: name(item.module), kept: name(item.kept) });
    }
  };

  return { name, list, reason, change, dropped };
}
