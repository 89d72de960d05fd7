// Issue 12 benchmark, on PostgreSQL: (1) a goods receipt of one order line, one at a time, beside 20
// receipts of the same line sent at once — they queue on the line's lock, so their time per receipt is
// the price of never over-receiving; (2) the tracking timeline of a request with 20 lines beside the
// request's plain detail answer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fmt, freshPostgres, inProcessApp, timeIt } from "./lib.mjs";

export async function runProcurementBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neraca-bench-proc-"));
  const db = await freshPostgres("neraca_bench_procurement");
  const { app, database, call, token } = await inProcessApp({ databaseUrl: db.url, dataDir, cutOffDate: "2026-01-01" });
  try {
    const vendor = (await call("POST", "master-data/contact", { code: "V1", name: "Vendor", contact_types: ["vendor"] }, token)).data;
    const lines = Array.from({ length: 20 }, (_, i) => ({ description: `Barang ${i + 1}`, quantity: "100000", estimated_price: "1000" }));
    const request = (await call("POST", "transactions/purchase-request", { date: "2026-03-02", requester: "Bench", details: lines }, token)).data;
    const approved = (await call("POST", `transactions/purchase-request/${request.id}/submit`, undefined, token)).data;
    const order = (
      await call(
        "POST",
        "transactions/purchase-order",
        { vendor_id: vendor.id, date: "2026-03-03", details: approved.details.map((l) => ({ request_line_id: l.id, description: l.description, quantity: "100000", price: "1000" })) },
        token,
      )
    ).data;
    const po = (await call("POST", `transactions/purchase-order/${order.id}/submit`, undefined, token)).data;
    const receipt = () => call("POST", "transactions/goods-recipient", { order_id: po.id, date: "2026-03-04", receiver: "Gudang", details: [{ order_line_id: po.details[0].id, quantity: "1" }] }, token);
    const one = await timeIt(receipt, 15, 3);
    const burst = await timeIt(() => Promise.all(Array.from({ length: 20 }, receipt)), 5, 3);
    const detail = await timeIt(() => call("GET", `transactions/purchase-request/${request.id}`, undefined, token), 15, 3);
    const tracking = await timeIt(() => call("GET", `transactions/purchase-request/tracking/${request.id}`, undefined, token), 15, 3);
    return [
      "### Procurement on PostgreSQL, median",
      "",
      "| measure | time | ratio |",
      "| --- | --- | --- |",
      `| one goods receipt | ${fmt(one, 2)} ms | 1 |`,
      `| 20 receipts of the same order line at once, per receipt | ${fmt(burst / 20, 2)} ms | ${fmt(burst / 20 / one, 2)} × one alone |`,
      `| tracking of a 20-line request ÷ its detail answer | ${fmt(tracking, 2)} ms / ${fmt(detail, 2)} ms | ${fmt(tracking / detail, 2)} |`,
    ].join("\n");
  } finally {
    await app.close();
    await database.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await runProcurementBench());
