// `npm run ledger:verify`: recomputes every company's balances from its journal lines and reports drift.
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { inTransaction } from "../db/tenant.js";
import { verifyBalances } from "../modules/ledger/balances.js";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite"), asOwner: true });
const companies = (await database.db.execute(sql`SELECT id, name FROM companies ORDER BY created_at`)) as unknown as {
  rows: { id: string; name: string }[];
};
let drifted = 0;
for (const company of companies.rows) {
  const drift = await inTransaction(database.db, { companyId: company.id, userId: null }, (tx) => verifyBalances(tx, company.id));
  if (drift.length === 0) {
    console.log(`ok     ${company.name}`);
  } else {
    drifted++;
    console.log(`DRIFT  ${company.name}: ${drift.length} row(s)`);
    for (const d of drift.slice(0, 20)) console.log(`       ${JSON.stringify(d)}`);
  }
}
console.log(`${companies.rows.length} compan${companies.rows.length === 1 ? "y" : "ies"} checked, ${drifted} with drift`);
await database.close();
process.exit(drifted === 0 ? 0 : 1);
