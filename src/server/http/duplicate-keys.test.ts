import { describe, expect, it } from "vitest";
import { hasDuplicateKeys } from "./duplicate-keys";

describe("hasDuplicateKeys", () => {
  it.each([
    ['{"email":"a@x.io","email":"b@y.io"}', true],
    ['{"email":"a@x.io","\\u0065mail":"b@y.io"}', true],
    ['{"a":{"b":1,"b":2}}', true],
    ['{"a":[{"b":1},{"b":2}],"c":{"b":3},"a2":"a"}', false],
    ['{"a":"a","b":"a","c":["a","a"]}', false],
    ['{"a":"x\\"a\\":1","b":1}', false],
    ['[{"a":1},{"a":1}]', false],
    ['{"a":{},"b":{},"a":[]}', true],
    ['"just a string"', false],
    ["{}", false],
  ])("%s -> %s", (json, expected) => {
    JSON.parse(json);
    expect(hasDuplicateKeys(json)).toBe(expected);
  });
});
