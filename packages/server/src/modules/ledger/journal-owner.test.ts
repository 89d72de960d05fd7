import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../../db/client.js";
import { inTransaction } from "../../db/tenant.js";
import { databaseRule } from "../../platform/errors.js";
import { TestApp } from "../../test/harness.js";
import { line, postJournal } from "../../test/ledger-helpers.js";
import { approvedInvoice, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";

/**
 * A document's journal belongs to its document: the general ledger's reverse refuses it with a 409
 * naming the document (its type in the user's language and its number), whichever module's; the
 * document's own cancel and delete still change it; manual journals still reverse. The database
 * refuses too (0024) unless the transaction says it acts for that document.
 */
let t: TestApp;
let f: SalesFixture;
let vendorId: string;

const JOURNAL = "/api/transactions/journal";
const request = (method: string, url: string, body?: unknown, language = "en") =>
  t.request(method, url, { token: f.owner.token, body, headers: { "accept-language": language } });
const reverse = (journalId: string, language = "en") => request("POST", `${JOURNAL}/${journalId}/reverse`, {}, language);
const journalStatus = async (journalId: string) => (await request("GET", `${JOURNAL}/${journalId}`)).body.data.status as string;

async function purchaseInvoice() {
  const created = await request("POST", "/api/transactions/purchase-invoice", {
    contact_id: vendorId,
    vendor_invoice_number: `INV-${Math.random().toString(36).slice(2, 8)}`,
    date: "2026-03-10",
    lines: [{ account_id: f.acc["6102"], description: "Konsultasi", quantity: "1", price: "750000", discount_percent: "0", tax_id: null, withholding_tax_id: null }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const posted = await request("POST", `/api/transactions/purchase-invoice/${created.body.data.id}/submit`);
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  return posted.body.data as { id: string; number: string; journal_ids: string[] };
}

async function bankReceipt() {
  const types = (await request("GET", "/api/transactions/cashbank/types")).body.data as { code: string; id: string }[];
  const created = await request("POST", "/api/transactions/cashbank", {
    transaction_type_id: types.find((x) => x.code === "BBM")?.id,
    cashbank_id: f.bankId,
    date: "2026-03-11",
    details: [{ account_id: f.acc["7102"], amount: "250000" }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const posted = await request("POST", `/api/transactions/cashbank/${created.body.data.id}/submit`);
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  return posted.body.data as { id: string; number: string; journal_ids: string[] };
}

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "owned");
  const vendor = await request("POST", "/api/master-data/contact", { code: "V-OWN", name: "PT Konsultan", contact_types: ["vendor"], npwp: "01.250.290.9-801.000" });
  expect(vendor.status).toBe(201);
  vendorId = vendor.body.data.id;
}, 60_000);
afterAll(() => t.close());

describe("the general ledger refuses to reverse a document's journal", () => {
  it("a sales invoice's: 409 naming the invoice, in the user's language; the invoice and its journal stay", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-05", "1000000");
    const journalId = invoice.journal_ids[0] as string;
    const refused = await reverse(journalId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This journal belongs to Sales invoice ${invoice.number}; cancel or delete it through that document.`);
    const id = await reverse(journalId, "id");
    expect(id.body.message).toBe(`Jurnal ini milik Faktur penjualan ${invoice.number}; batalkan atau hapus melalui dokumen tersebut.`);
    expect(await journalStatus(journalId)).toBe("posted");
    // The journal names its document and the document's screen (the web links there instead of offering Reverse).
    const read = (await request("GET", `${JOURNAL}/${journalId}`, undefined, "id")).body.data;
    expect(read.document).toEqual({
      id: invoice.id,
      type: "sales_invoice",
      title: "Faktur penjualan",
      number: invoice.number,
      path: `/transactions/sales-invoice/detail/${invoice.id}`,
    });
    const after = (await request("GET", `/api/transactions/sales-invoice/${invoice.id}`)).body.data;
    expect(after).toMatchObject({ status: "approved", outstanding: "1000000.00" });
    // Its own delete still takes the journal with it.
    expect((await request("DELETE", `/api/transactions/sales-invoice/${invoice.id}`)).status).toBe(200);
    expect((await request("GET", `${JOURNAL}/${journalId}`)).status).toBe(404);
  });

  it("a purchase invoice's, and the reversal its cancel made: 409; its own cancel reverses it", async () => {
    const invoice = await purchaseInvoice();
    const journalId = invoice.journal_ids[0] as string;
    const refused = await reverse(journalId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This journal belongs to Purchase invoice ${invoice.number}; cancel or delete it through that document.`);
    expect(await journalStatus(journalId)).toBe("posted");
    const cancelled = await request("POST", `/api/transactions/purchase-invoice/${invoice.id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await journalStatus(journalId)).toBe("reversed");
    // The reversal belongs to the invoice too: reversing it would bring the cancelled payable back.
    const reversal = cancelled.body.data.journal_ids[1] as string;
    expect((await reverse(reversal)).status).toBe(409);
    expect(await journalStatus(reversal)).toBe("posted");
  });

  it("a cash and bank receipt's: 409; the receipt's own cancel and delete still work", async () => {
    const receipt = await bankReceipt();
    const journalId = receipt.journal_ids[0] as string;
    const refused = await reverse(journalId, "id");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Jurnal ini milik Transaksi kas dan bank ${receipt.number}; batalkan atau hapus melalui dokumen tersebut.`);
    expect((await request("POST", `/api/transactions/cashbank/${receipt.id}/cancel`, {})).status).toBe(200);
    expect(await journalStatus(journalId)).toBe("reversed");
    const other = await bankReceipt();
    expect((await request("DELETE", `/api/transactions/cashbank/${other.id}`)).status).toBe(200);
  });

  it("a manual journal still reverses, and so does the reversal of a manual journal", async () => {
    const manual = await postJournal(t, f.owner.token, "2026-03-12", [line(f.acc["6110"] as string, "1000", 0), line(f.acc["1102.02"] as string, 0, "1000")]);
    const reversed = await reverse(manual.body.data.id);
    expect(reversed.status).toBe(201);
    expect((await request("GET", `${JOURNAL}/${manual.body.data.id}`)).body.data.document).toBeNull();
    expect((await reverse(reversed.body.data.id)).status).toBe(201);
  });
});

describe("the database refuses it too (0024)", () => {
  const actor = () => ({ companyId: f.owner.companyId, userId: f.owner.userId });
  /** How a statement on a journal ends, rolled back either way: null, or the rule that refused it. */
  const attempt = async (work: (tx: Tx) => Promise<unknown>) => {
    const done = new Error("roll back");
    try {
      await inTransaction(t.database.db, actor(), async (tx) => {
        await work(tx);
        throw done;
      });
    } catch (error) {
      return error === done ? null : (databaseRule(error)?.rule ?? error);
    }
    return null;
  };

  it("a reversal mark or deletion of a document's journal, unless the transaction acts for that document", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-06", "400000");
    const journalId = invoice.journal_ids[0] as string;
    const mark = (tx: Tx) =>
      tx.execute(sql`UPDATE journals SET status = 'reversed', reversed_by_id = id WHERE company_id = ${f.owner.companyId} AND id = ${journalId}::uuid`);
    const drop = (tx: Tx) => tx.execute(sql`DELETE FROM journals WHERE company_id = ${f.owner.companyId} AND id = ${journalId}::uuid`);
    const actingFor = (documentId: string) => (tx: Tx) => tx.execute(sql`SELECT set_config('neraca.journal_owner', ${documentId}, true)`);
    expect(await attempt(mark)).toBe("journal_owned_by_document");
    expect(await attempt(drop)).toBe("journal_owned_by_document");
    // Acting for another document is not acting for this one.
    const other = await approvedInvoice(t, f, "2026-03-06", "1");
    expect(await attempt(async (tx) => (await actingFor(other.id)(tx), drop(tx)))).toBe("journal_owned_by_document");
    expect(await attempt(async (tx) => (await actingFor(invoice.id)(tx), drop(tx)))).toBeNull();
    expect(await journalStatus(journalId)).toBe("posted");
  });
});
