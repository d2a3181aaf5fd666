import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const waitlistEntries = sqliteTable("waitlist_entries", {
  // The rank itself is the key: allocated from waitlist_sequence inside the inserting transaction.
  position: integer("position").primaryKey(),
  email: text("email").notNull().unique(),
  language: text("language").notNull(),
  source: text("source").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** One row holding the last position handed out: O(1) allocation, rolled back with a failed insert. */
export const waitlistSequence = sqliteTable(
  "waitlist_sequence",
  {
    id: integer("id").primaryKey(),
    lastPosition: integer("last_position").notNull(),
  },
  (table) => [check("waitlist_sequence_single_row", sql`${table.id} = 1`)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  message: text("message").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

export const demoRequests = sqliteTable("demo_requests", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  message: text("message"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** "Was this page helpful?" answers under the docs pages: no email, nothing that names the reader. */
export const docsFeedback = sqliteTable(
  "docs_feedback",
  {
    id: text("id").primaryKey(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    helpful: integer("helpful", { mode: "boolean" }).notNull(),
    comment: text("comment"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  // Answers pile up under every docs page: the export pages through them, and the purge finds the old ones, by date.
  (table) => [index("docs_feedback_created_at_idx").on(table.createdAt, table.id)],
);

/** Fixed-window counters, so a restart does not hand every client a fresh daily budget. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);
