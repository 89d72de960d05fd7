import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../test/harness.js";
import { accountIds, line, postJournal } from "../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
const pglite = !process.env.DATABASE_URL;

interface TableStats {
  relname: string;
  last_analyze: Date | string | null;
  last_vacuum: Date | string | null;
  n_mod_since_analyze: number;
}

async function stats(table: string): Promise<TableStats> {
  const result = await t.database.db.execute(
    sql`SELECT relname, last_analyze, last_vacuum, n_mod_since_analyze::int AS n_mod_since_analyze FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = ${table}`,
  );
  const [row] = (result as unknown as { rows: TableStats[] }).rows;
  if (!row) throw new Error(`no statistics for ${table}`);
  return row;
}

/** Waits until `check` holds (the maintenance runs on its own timer), up to `ms`. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const journal = (i: number) => ({
  date: "2026-05-20",
  description: `Maintenance ${i}`,
  details: [line(acc["6105"]!, `${(i % 97) + 1}.25`, 0), line(acc["6102"]!, "1.00", 0), line(acc["1101.01"]!, 0, `${(i % 97) + 2}.25`)],
});

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("maintenance");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

describe("table maintenance", () => {
  it("analyzes the tables a journal batch filled once it has answered (and vacuums them on PGlite)", async () => {
    const before = await stats("journal_lines");
    expect(before.last_analyze).toBeNull();
    // 400 journals of 3 lines: past both the ANALYZE threshold (50 + 10 %) and the insert-driven
    // VACUUM one (1 000 + 20 %) of tables that held a few rows.
    const res = await t.request("POST", "/api/transactions/journal/batch", {
      token: owner.token,
      body: { journals: Array.from({ length: 400 }, (_, i) => journal(i)) },
    });
    expect(res.status).toBe(201);
    // Nothing is asked of the maintenance here: the route's answer sets it off by itself.
    const [lines, journals] = await eventually(
      () => Promise.all([stats("journal_lines"), stats("journals")]),
      (tables) => tables.every((s) => s.last_analyze !== null),
    );
    expect(lines.last_analyze).not.toBeNull();
    expect(journals.last_analyze).not.toBeNull();
    if (pglite) {
      const vacuumed = await eventually(
        () => stats("journal_lines"),
        (s) => s.last_vacuum !== null,
      );
      expect(vacuumed.last_vacuum).not.toBeNull();
    } else {
      // PostgreSQL's own autovacuum vacuums (last_autovacuum); the app only analyzes.
      expect(lines.last_vacuum).toBeNull();
    }
    // The app's connections still work as the app's role, under row-level security.
    const who = await t.database.db.execute(sql`SELECT current_user AS name`);
    expect((who as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe("neraca_app");
  });

  it.runIf(pglite)("on PGlite, single postings past the threshold are analyzed by the next pass, and fewer are not", async () => {
    await t.app.maintenance.runPass();
    const first = await stats("journal_lines");
    expect(first.n_mod_since_analyze).toBe(0);
    // A few lines, far below 50 + 10 % of the table: the next pass leaves the table alone.
    await postJournal(t, owner.token, "2026-05-21", journal(1).details);
    await t.app.maintenance.runPass();
    const few = await stats("journal_lines");
    expect(few.last_analyze).toEqual(first.last_analyze);
    expect(few.n_mod_since_analyze).toBe(3);
    // 70 more journals one by one (210 lines: past 50 + 10 % of the 1 200 lines last analyzed).
    for (let i = 0; i < 70; i++) expect((await postJournal(t, owner.token, "2026-05-22", journal(i).details)).status).toBe(201);
    const steps = await t.app.maintenance.runPass();
    const many = await stats("journal_lines");
    // Analyzed past the threshold: by this pass, or — on a machine slow enough that the 70 took longer
    // than the app's 10-second interval — by its own timed pass in between.
    if (!steps.some((s) => s.table === "journal_lines" && s.analyze))
      expect(new Date(many.last_analyze as string).getTime()).toBeGreaterThan(new Date(few.last_analyze as string).getTime());
    expect(many.n_mod_since_analyze).toBe(0);
    expect(new Date(many.last_analyze as string).getTime()).toBeGreaterThan(new Date(first.last_analyze as string).getTime());
  });

  it("stops with the app: no pass after close", async () => {
    const other = await TestApp.start();
    await other.app.maintenance.runPass();
    await other.close();
    expect(await other.app.maintenance.runPass()).toEqual([]);
  });
});
