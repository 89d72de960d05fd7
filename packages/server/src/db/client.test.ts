import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./client.js";

const root = mkdtempSync(path.join(tmpdir(), "neraca-first-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("opens the embedded database on a first start, when DATA_DIR does not exist yet", async () => {
  // What `npm start` in a fresh clone opens: ./data/pglite, with no ./data.
  const dataDir = path.join(root, "data", "pglite");
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const result = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] };
    expect(result.rows[0]?.one).toBe(1);
  } finally {
    await database.close();
  }
}, 60_000);
