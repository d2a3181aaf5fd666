import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "./api-routes";

const pagesApi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../pages/api");

describe("API_ROUTES", () => {
  it("names exactly the routes that have a file in src/pages/api", () => {
    const files = readdirSync(pagesApi)
      .filter((file) => !file.startsWith("["))
      .map((file) => `/api/${file.replace(/\.ts$/, "")}`);
    expect(Object.values(API_ROUTES).map((route) => route.path).sort()).toEqual(files.sort());
  });
});
