import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { demoRequestFieldCodes } from "./client-validation";
import { demoRequestFormProps } from "./demo-request-props";

describe("demoRequestFormProps", () => {
  it.each(locales)("gives the island a text for every field code and failure in %s", (locale) => {
    const { labels } = demoRequestFormProps(locale);
    expect(Object.keys(labels.fieldErrors).sort()).toEqual([...demoRequestFieldCodes].sort());
    expect(Object.keys(labels.formErrors).sort()).toEqual(["generic", "network", "rate_limited", "unavailable"]);
    const texts = [...Object.values(labels).filter((value) => typeof value === "string"), ...Object.values(labels.fieldErrors), ...Object.values(labels.formErrors)];
    expect(texts.every((text) => text.trim() !== "")).toBe(true);
    expect(labels.fieldErrors.company_too_long).toContain("100");
  });

  it("is plain serialisable data in the visitor's language", () => {
    const en = demoRequestFormProps("en");
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
    expect(en.labels.successTitle).toBe("Request Received!");
    expect(demoRequestFormProps("fr").labels.successTitle).toBe("Demande reçue !");
  });
});
