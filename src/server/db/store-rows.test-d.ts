import { describe, expectTypeOf, it } from "vitest";
import type * as pg from "./schema-pg";
import type * as sqlite from "./schema-sqlite";
import type { ContactRow, DemoRequestRow, FeedbackRow, WaitlistRow } from "./store";

describe("stored rows", () => {
  it("have the same shape on SQLite and PostgreSQL", () => {
    expectTypeOf<typeof pg.waitlistEntries.$inferSelect>().toEqualTypeOf<typeof sqlite.waitlistEntries.$inferSelect>();
    expectTypeOf<typeof pg.contactMessages.$inferSelect>().toEqualTypeOf<typeof sqlite.contactMessages.$inferSelect>();
    expectTypeOf<typeof pg.demoRequests.$inferSelect>().toEqualTypeOf<typeof sqlite.demoRequests.$inferSelect>();
    expectTypeOf<typeof pg.docsFeedback.$inferSelect>().toEqualTypeOf<typeof sqlite.docsFeedback.$inferSelect>();
  });

  it("are the shapes the export and the routes read", () => {
    expectTypeOf<WaitlistRow>().toEqualTypeOf<{ position: number; email: string; language: string; source: string; createdAt: Date }>();
    expectTypeOf<ContactRow>().toEqualTypeOf<{ id: string; name: string; email: string; company: string | null; message: string; createdAt: Date }>();
    expectTypeOf<DemoRequestRow>().toEqualTypeOf<{ id: string; email: string; company: string; message: string | null; createdAt: Date }>();
    expectTypeOf<FeedbackRow>().toEqualTypeOf<{ id: string; path: string; locale: string; helpful: boolean; comment: string | null; createdAt: Date }>();
  });
});
