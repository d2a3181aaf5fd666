import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt, or, sql, TransactionRollbackError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema-pg";
import type { ExportKind, ExportRows, Store } from "./store";
import { RATE_LIMIT_WINDOW_MS, windowOf } from "./store";

export interface PostgresOptions {
  url: string;
  /** Connections per process; several processes behind a load balancer share the server's limit. */
  poolSize?: number;
}

export function openPostgres({ url, poolSize = 10 }: PostgresOptions) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 15_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return { pool, db: drizzle({ client: pool, schema }) };
}

export function createPostgresStore(options: PostgresOptions): Store {
  const { pool, db } = openPostgres(options);
  const { waitlistEntries, waitlistSequence, contactMessages, demoRequests, rateLimits } = schema;
  let sweptWindow = 0;
  let closed = false;

  const findPosition = async (email: string) => {
    const [row] = await db
      .select({ position: waitlistEntries.position })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, email));
    return row?.position;
  };

  async function* readAll<K extends ExportKind>(kind: K, pageSize = 500): AsyncGenerator<ExportRows[K]> {
    if (kind === "waitlist") {
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(waitlistEntries)
          .where(gt(waitlistEntries.position, after))
          .orderBy(asc(waitlistEntries.position))
          .limit(pageSize);
        for (const row of rows) yield row as ExportRows[K];
        if (rows.length < pageSize) return;
        after = rows.at(-1)!.position;
      }
    }
    const table = kind === "contact" ? contactMessages : demoRequests;
    let cursor: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = (await db
        .select()
        .from(table)
        .where(
          cursor
            ? or(gt(table.createdAt, cursor.createdAt), and(eq(table.createdAt, cursor.createdAt), gt(table.id, cursor.id)))
            : undefined,
        )
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(pageSize)) as ExportRows[K][];
      for (const row of rows) yield row;
      if (rows.length < pageSize) return;
      const last = rows.at(-1) as { createdAt: Date; id: string };
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }

  return {
    engine: "postgres",
    async joinWaitlist(signup, now = new Date()) {
      const existing = await findPosition(signup.email);
      if (existing !== undefined) return { status: "exists", position: existing };
      try {
        // The sequence row's lock serialises allocation across every process. When a concurrent
        // duplicate wins, the rollback returns the number, so positions stay gap-free.
        return await db.transaction(async (tx) => {
          const [allocated] = await tx
            .insert(waitlistSequence)
            .values({ id: 1, lastPosition: 1 })
            .onConflictDoUpdate({ target: waitlistSequence.id, set: { lastPosition: sql`${waitlistSequence.lastPosition} + 1` } })
            .returning({ position: waitlistSequence.lastPosition });
          if (!allocated) throw new Error("waitlist sequence returned no row");
          const inserted = await tx
            .insert(waitlistEntries)
            .values({ position: allocated.position, ...signup, createdAt: now })
            .onConflictDoNothing({ target: waitlistEntries.email })
            .returning({ position: waitlistEntries.position });
          if (inserted.length === 0) tx.rollback();
          return { status: "created" as const, position: allocated.position };
        });
      } catch (error) {
        if (!(error instanceof TransactionRollbackError)) throw error;
        const position = await findPosition(signup.email);
        if (position === undefined) throw new Error("waitlist entry vanished after a conflict");
        return { status: "exists", position };
      }
    },
    async peekNextPosition() {
      const [row] = await db.select({ value: waitlistSequence.lastPosition }).from(waitlistSequence);
      return (row?.value ?? 0) + 1;
    },
    async addContactMessage(message, now = new Date()) {
      const id = randomUUID();
      await db.insert(contactMessages).values({ id, ...message, createdAt: now });
      return { id };
    },
    async addDemoRequest(request, now = new Date()) {
      const id = randomUUID();
      await db.insert(demoRequests).values({ id, ...request, createdAt: now });
      return { id };
    },
    async hitRateLimit(key, limitPerMinute, now = Date.now()) {
      const window = windowOf(now);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: window.start, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
            windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ hits: rateLimits.hits });
      if (sweptWindow !== window.start) {
        // Once per window per process: forget clients not seen in the previous window.
        sweptWindow = window.start;
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, window.start - RATE_LIMIT_WINDOW_MS));
      }
      return { allowed: (row?.hits ?? 1) <= limitPerMinute, retryAfterSeconds: window.retryAfterSeconds };
    },
    readAll,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
