import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratePostgres, openDatabase } from "../db/client.js";
import { resetTemplate, TEMPLATE_DATABASE } from "./postgres.js";

/**
 * Migrates once per run: a PGlite data dump every test file starts from, or (with DATABASE_URL)
 * a PostgreSQL template database every test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateUrl = await resetTemplate(url);
    await migratePostgres(templateUrl);
    project.provide("pgTemplate", TEMPLATE_DATABASE);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "neraca-test-"));
  const database = await openDatabase({ databaseUrl: null, dataDir: "memory://" });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
