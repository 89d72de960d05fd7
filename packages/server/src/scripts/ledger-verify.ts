// `npm run ledger:verify`: recomputes every company's balances from its journal lines and reports drift,
// then runs every module's sub-ledger checks (each sub-ledger equals its control accounts).
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { inTransaction } from "../db/tenant.js";
import { serverModules } from "../modules/index.js";
import { verifyBalances } from "../modules/ledger/balances.js";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite"), asOwner: true });
const companies = (await database.db.execute(sql`SELECT id, name FROM companies ORDER BY created_at`)) as unknown as {
  rows: { id: string; name: string }[];
};
const subledgers = serverModules.flatMap((m) => m.subledgers ?? []);
let drifted = 0;
for (const company of companies.rows) {
  const actor = { companyId: company.id, userId: null };
  const drift = await inTransaction(database.db, actor, (tx) => verifyBalances(tx, company.id), { readOnly: true });
  const differences: string[] = [];
  for (const subledger of subledgers) {
    const found = await inTransaction(database.db, actor, (tx) => subledger.check(tx, company.id), { readOnly: true });
    differences.push(...found.map((d) => `${subledger.name}: ${d}`));
  }
  if (drift.length === 0 && differences.length === 0) {
    console.log(`ok     ${company.name}`);
  } else {
    drifted++;
    console.log(`DRIFT  ${company.name}: ${drift.length} balance row(s), ${differences.length} sub-ledger difference(s)`);
    for (const d of drift.slice(0, 20)) console.log(`       ${JSON.stringify(d)}`);
    for (const d of differences.slice(0, 20)) console.log(`       ${d}`);
  }
}
console.log(`${companies.rows.length} compan${companies.rows.length === 1 ? "y" : "ies"} checked, ${drifted} with drift`);
await database.close();
process.exit(drifted === 0 ? 0 : 1);
