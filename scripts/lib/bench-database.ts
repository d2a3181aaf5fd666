import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

/** Tops the list up to `target` entries the way sign-ups would (positions continue, sequence moves). */
export async function prefill(env: Record<string, string>, target: number): Promise<number> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ last: number | null }>("select last_position as last from waitlist_sequence where id = 1");
    const last = rows[0]?.last ?? 0;
    await client.query("begin");
    await client.query(
      `insert into waitlist_entries (position, email, language, source, created_at)
       select n, 'prefill-' || n || '@bench.test', 'en', 'prefill', now() from generate_series($1::int, $2::int) as n`,
      [last + 1, target],
    );
    await client.query(
      "insert into waitlist_sequence (id, last_position) values (1, $1) on conflict (id) do update set last_position = excluded.last_position",
      [target],
    );
    await client.query("commit");
    await client.end();
    return target;
  }
  const db = new Database(path.join(env.DATA_DIR!, "site.db"));
  const last = (db.prepare("select last_position as last from waitlist_sequence where id = 1").get() as { last: number } | undefined)?.last ?? 0;
  const insert = db.prepare("insert into waitlist_entries (position, email, language, source, created_at) values (?, ?, 'en', 'prefill', ?)");
  db.transaction(() => {
    const now = Date.now();
    for (let n = last + 1; n <= target; n++) insert.run(n, `prefill-${n}@bench.test`, now);
    db.prepare("insert into waitlist_sequence (id, last_position) values (1, ?) on conflict (id) do update set last_position = excluded.last_position").run(target);
  })();
  db.close();
  return target;
}

export async function countEntries(env: Record<string, string>): Promise<number> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("select count(*) as n from waitlist_entries");
    await client.end();
    return Number(rows[0]?.n ?? 0);
  }
  const db = new Database(path.join(env.DATA_DIR!, "site.db"), { readonly: true });
  const n = (db.prepare("select count(*) as n from waitlist_entries").get() as { n: number }).n;
  db.close();
  return n;
}
