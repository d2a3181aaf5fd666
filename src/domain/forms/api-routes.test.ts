import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_ROUTES, feedbackAnswerPath } from "./api-routes";

const pagesApi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../pages/api");

describe("API_ROUTES", () => {
  it("names exactly the routes that have a file in src/pages/api (the catch-all aside)", () => {
    const files = (readdirSync(pagesApi, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.startsWith("[..."))
      .map((file) => `/api/${file.split(path.sep).join("/").replace(/\.ts$/, "")}`);
    expect(Object.values(API_ROUTES).map((route) => route.path).sort()).toEqual(files.sort());
  });

  it("fills an answer's id into its route's path", () => {
    expect(feedbackAnswerPath("3f2504e0-4f89-41d3-9a0c-0305e82c3301")).toBe("/api/feedback/3f2504e0-4f89-41d3-9a0c-0305e82c3301");
    expect(feedbackAnswerPath("a/b?c")).toBe("/api/feedback/a%2Fb%3Fc");
  });
});
