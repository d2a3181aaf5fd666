import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const waitlistEntries = pgTable("waitlist_entries", {
  // The rank itself is the key: allocated from waitlist_sequence inside the inserting transaction.
  position: integer("position").primaryKey(),
  email: text("email").notNull().unique(),
  language: text("language").notNull(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * One row holding the last position handed out. Its row lock serialises allocation, and a
 * rolled-back insert rolls the number back too: positions stay gap-free (a SEQUENCE would not).
 */
export const waitlistSequence = pgTable(
  "waitlist_sequence",
  {
    id: integer("id").primaryKey(),
    lastPosition: integer("last_position").notNull(),
  },
  (table) => [check("waitlist_sequence_single_row", sql`${table.id} = 1`)],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const demoRequests = pgTable("demo_requests", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  message: text("message"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** "Was this page helpful?" answers under the docs pages: no email, nothing that names the reader. */
export const docsFeedback = pgTable(
  "docs_feedback",
  {
    id: uuid("id").primaryKey(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    helpful: boolean("helpful").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  // Answers pile up under every docs page: the export pages through them, and the purge finds the old ones, by date.
  (table) => [index("docs_feedback_created_at_idx").on(table.createdAt, table.id)],
);

/** Fixed-window counters shared by every server process on this database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);
