import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { apiHandlerFor, ROUTE_MODULES } from "./api-routes";
import * as feedbackAnswer from "./routes/feedback-answer";
import * as health from "./routes/health";
import * as unknown from "./routes/unknown";
import * as waitlist from "./routes/waitlist";

const pagesApi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../pages/api");
const methodsOf = (exports: object) => Object.keys(exports).filter((name) => /^[A-Z]+$/.test(name)).sort();

describe("the API's route handlers", () => {
  it("are the ones each file in src/pages/api hands Astro, method for method", () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const file = readFileSync(path.join(pagesApi, `${route.path.slice("/api/".length)}.ts`), "utf8");
      const exported = [...file.matchAll(/export const ([A-Z]+) = astroEndpoint\(route\.\1\)/g)].map((match) => match[1]).sort();
      expect(exported, route.path).toEqual(methodsOf(ROUTE_MODULES[name as keyof typeof API_ROUTES]));
    }
  });

  it("picks the method's handler, else the route's ALL, as Astro does", () => {
    expect(apiHandlerFor("/api/waitlist", "POST")).toBe(waitlist.POST);
    expect(apiHandlerFor("/api/waitlist", "GET")).toBe(waitlist.ALL);
    expect(apiHandlerFor("/api/health", "HEAD")).toBe(health.HEAD);
    expect(apiHandlerFor("/api/feedback/3f2504e0-4f89-41d3-9a0c-0305e82c3301", "PATCH")).toBe(feedbackAnswer.PATCH);
  });

  it("matches the decoded path, one segment per parameter, and answers anything else with the JSON 404", () => {
    expect(apiHandlerFor("/api/waitl%69st", "POST")).toBe(waitlist.POST);
    expect(apiHandlerFor("/api/feedback/a/b", "PATCH")).toBe(unknown.ALL);
    expect(apiHandlerFor("/api/feedback/%E0%A4%A", "PATCH")).toBe(unknown.ALL);
    expect(apiHandlerFor("/api//waitlist", "POST")).toBe(unknown.ALL);
    expect(apiHandlerFor("/api", "GET")).toBe(unknown.ALL);
  });
});
