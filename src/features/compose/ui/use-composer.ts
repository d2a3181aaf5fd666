import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { GenomeId, ModuleId, ParameterValue } from "@/domain/catalog/catalog";
import { useUrlSearchState } from "@/hooks/use-url-search-state";
import type { AutomaticChange, Composition, DroppedFromLink, Resolution } from "@/domain/genome/composition";
import { decodeComposition, encodeComposition, type DefaultDescription } from "../composition-url";
import {
  compositionFromTemplate,
  dependentsOf,
  emptyComposition,
  pickModule,
  resolveComposition,
  setFeature,
  setParameter,
  unpickModule,
  type CompositionChange,
} from "@/domain/genome/resolve-composition";

/** The query string the page was opened with, before the composer rewrote it: read once per load. */
const openedWith = typeof window === "undefined" ? "" : window.location.search;
const never = () => () => undefined;

export interface PendingRemoval {
  id: ModuleId;
  /** The modules that need it and would leave with it. */
  dependents: ModuleId[];
  /** Which control asked, when it is not the module's own option (a group's "None"). */
  origin?: string;
}

export interface Composer {
  composition: Composition;
  resolution: Resolution;
  /** What the last action did on its own, for the visitor to read. */
  changes: AutomaticChange[];
  /** What the opening link named that the catalogue does not have. */
  dropped: DroppedFromLink[];
  dismissDropped: () => void;
  dismissChanges: () => void;
  pending: PendingRemoval | null;
  pick: (id: ModuleId) => void;
  /** Removes a module, or asks first when others need it (see `pending`). */
  unpick: (id: ModuleId, origin?: string) => void;
  confirmRemoval: () => void;
  cancelRemoval: () => void;
  startFrom: (id: GenomeId | null) => void;
  setProject: (project: Partial<Composition["project"]>) => void;
  setParameter: (id: ModuleId, name: string, value: ParameterValue) => void;
  setFeature: (id: ModuleId, featureId: string, on: boolean) => void;
}

/**
 * The composer's state. The composition lives in the URL (history.replaceState on every change),
 * so a reload or a shared link restores it; the server renders the empty composition and the
 * island reads the real one once hydrated.
 */
export function useComposer(defaultDescription: DefaultDescription): Composer {
  const parse = useCallback((search: string) => decodeComposition(search, defaultDescription).composition, [defaultDescription]);
  const serialize = useCallback(
    (composition: Composition) => {
      const query = encodeComposition(composition, defaultDescription);
      return query ? `?${query}` : "";
    },
    [defaultDescription],
  );
  const [composition, setComposition] = useUrlSearchState(parse, serialize);
  const opening = useSyncExternalStore(never, () => openedWith, () => "");
  const openingDropped = useMemo(() => decodeComposition(opening, defaultDescription).dropped, [opening, defaultDescription]);
  const [droppedDismissed, setDroppedDismissed] = useState(false);
  const [changes, setChanges] = useState<AutomaticChange[]>([]);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const resolution = useMemo(() => resolveComposition(composition), [composition]);

  // A link with parts the catalogue does not know: once they are listed, the address drops them too.
  useEffect(() => {
    if (openingDropped.length > 0) setComposition((current) => current);
  }, [openingDropped, setComposition]);

  // Stable, so that the start column (given only these and values) skips a pick's render.
  const startFrom = useCallback(
    (id: GenomeId | null) => {
      setPending(null);
      setChanges([]);
      setComposition(id ? compositionFromTemplate(id, { description: defaultDescription(id) }) : emptyComposition());
    },
    [setComposition, defaultDescription],
  );
  const setProject = useCallback(
    (project: Partial<Composition["project"]>) => setComposition((current) => ({ ...current, project: { ...current.project, ...project } })),
    [setComposition],
  );

  const apply = ({ composition: next, changes: automatic }: CompositionChange) => {
    setComposition(next);
    setChanges(automatic);
    setPending(null);
  };

  return {
    composition,
    resolution,
    changes,
    dropped: droppedDismissed ? [] : openingDropped,
    dismissDropped: () => setDroppedDismissed(true),
    dismissChanges: () => setChanges([]),
    pending,
    pick: (id) => apply(pickModule(composition, id)),
    unpick: (id, origin) => {
      const dependents = dependentsOf(composition, id);
      if (dependents.length > 0) setPending({ id, dependents, origin });
      else apply(unpickModule(composition, id, { withDependents: false }));
    },
    confirmRemoval: () => {
      if (pending) apply(unpickModule(composition, pending.id, { withDependents: true }));
    },
    cancelRemoval: () => setPending(null),
    startFrom,
    setProject,
    setParameter: (id, name, value) => setComposition((current) => setParameter(current, id, name, value)),
    setFeature: (id, featureId, on) => setComposition((current) => setFeature(current, id, featureId, on)),
  };
}
