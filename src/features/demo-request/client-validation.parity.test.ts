import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/validation";
import { demoRequestSchema } from "./schema";
import { validateDemoRequest, type DemoRequestValues } from "./client-validation";

const cases: DemoRequestValues[] = [
  { email: "ada@example.com", company: "Acme", message: "" },
  { email: "  ADA@Example.com ", company: "  Acme  ", message: "  Hello\nteam  " },
  { email: "", company: "", message: "" },
  { email: "   ", company: "   ", message: "   " },
  { email: "ada@example", company: "Acme", message: "" },
  { email: "ada @example.com", company: "Acme", message: "" },
  { email: "@example.com", company: "Acme", message: "" },
  { email: `${"a".repeat(250)}@example.com`, company: "Acme", message: "" },
  { email: "ada@example.com", company: "x".repeat(100), message: "x".repeat(2000) },
  { email: "ada@example.com", company: "x".repeat(101), message: "" },
  { email: "ada@example.com", company: "Acme", message: "x".repeat(2001) },
  { email: "ada@example.com", company: "Ac\u0007me", message: "" },
  { email: "ada@example.com", company: "Acme", message: "tab\tand\r\nnewline" },
  { email: "ada@example.com", company: "Acme", message: "bell\u0007" },
];

describe("client validation agrees with the server's schema", () => {
  it.each(cases.map((values) => [JSON.stringify(values).slice(0, 60), values] as const))("%s", (_label, values) => {
    const parsed = demoRequestSchema.safeParse(values);
    const server = parsed.success ? {} : fieldErrors(parsed.error);
    expect(validateDemoRequest(values)).toEqual(server);
  });
});
