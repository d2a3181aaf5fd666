import { describe, expect, it } from "vitest";
import { acceptedEncodings, chooseEncoding, matchesEtag } from "./encoding";

const both = { br: true, gzip: true };

describe("content coding negotiation", () => {
  it("prefers brotli, then gzip, then the plain file", () => {
    expect(chooseEncoding(acceptedEncodings("gzip, deflate, br, zstd"), both)).toBe("br");
    expect(chooseEncoding(acceptedEncodings("gzip, deflate"), both)).toBe("gzip");
    expect(chooseEncoding(acceptedEncodings(undefined), both)).toBe("identity");
    expect(chooseEncoding(acceptedEncodings("identity"), both)).toBe("identity");
  });

  it("honours q-values, refusals and the wildcard", () => {
    expect(chooseEncoding(acceptedEncodings("br;q=0, gzip"), both)).toBe("gzip");
    expect(chooseEncoding(acceptedEncodings("br;q=0.5, gzip;q=1"), both)).toBe("gzip");
    expect(chooseEncoding(acceptedEncodings("*"), both)).toBe("br");
    expect(chooseEncoding(acceptedEncodings("*;q=0"), both)).toBe("identity");
    expect(chooseEncoding(acceptedEncodings("x-gzip"), both)).toBe("gzip");
    expect(chooseEncoding(acceptedEncodings("BR ; Q=0.8"), both)).toBe("br");
  });

  it("only picks a coding the file has", () => {
    expect(chooseEncoding(acceptedEncodings("br, gzip"), { br: false, gzip: true })).toBe("gzip");
    expect(chooseEncoding(acceptedEncodings("br"), { br: false, gzip: false })).toBe("identity");
  });
});

describe("matchesEtag", () => {
  it("compares weakly and understands lists and *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
  });
});
