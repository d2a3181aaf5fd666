import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

type Variants = Record<string, Record<string, string>>;
/** A cva function, called with one value per variant. */
type Look = (props: Record<string, string>) => string;

/** Every combination of one value per variant. */
function combinations(variants: Variants): Record<string, string>[] {
  return Object.entries(variants).reduce<Record<string, string>[]>(
    (combos, [name, values]) => combos.flatMap((combo) => Object.keys(values).map((value) => ({ ...combo, [name]: value }))),
    [{}],
  );
}

/**
 * Checks that every combination of each cva look is one class list with no two classes that set the
 * same thing: `cn` joins a single source without tailwind-merge (src/lib/utils.ts).
 */
export function describeConflictFreeLooks(looks: Record<string, { config: { variants: Variants }; look: unknown }>): void {
  describe.each(Object.entries(looks))("the %s look", (_name, { config, look }) => {
    it.each(combinations(config.variants).map((combo) => [JSON.stringify(combo), combo]))("has no two classes that set the same thing: %s", (_combo, combo) => {
      const classes = (look as Look)(combo);
      expect(twMerge(classes)).toBe(classes);
    });
  });
}
