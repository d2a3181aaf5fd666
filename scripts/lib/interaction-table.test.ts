import { describe, expect, it } from "vitest";
import { formatInteractionTable, median, summarise } from "./interaction-table";

describe("the interaction table", () => {
  it("takes the median of odd and even counts", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 400, 200, 300])).toBe(250);
    expect(median([])).toBeNull();
  });

  it("meets a budget only when every run was answered within it, in the median", () => {
    const within = summarise({ label: "chip", budgetMs: 200 }, [120, 90, 400].map((answeredMs) => ({ answeredMs, longestEventMs: 24 })));
    expect(within).toMatchObject({ medianMs: 120, medianLongestEventMs: 24, ok: true });

    const lostOnce = summarise({ label: "box", budgetMs: 500 }, [{ answeredMs: 100, longestEventMs: 30 }, { answeredMs: null, longestEventMs: null }]);
    expect(lostOnce).toMatchObject({ medianMs: null, ok: false });
  });

  it("prints each run, the medians, the budget and the verdict", () => {
    const rows = [summarise({ label: "/compose: first click", budgetMs: 500 }, [{ answeredMs: 1234.4, longestEventMs: 48 }, { answeredMs: null, longestEventMs: null }])];
    const table = formatInteractionTable(rows);
    expect(table).toContain("| /compose: first click | 1,234 / lost | never (lost) | 48 ms | 500 ms | MISS |");
  });
});
