import { describe, expect, it } from "vitest";
import { documentedStateDate } from "./documented-state";

describe("the documented state's date", () => {
  it("is the C6 commit's, written in the reader's language and kept on one line", () => {
    expect(documentedStateDate("en")).toBe("October\u00a016,\u00a02025");
    expect(documentedStateDate("fr")).toBe("16\u00a0octobre\u00a02025");
  });
});
