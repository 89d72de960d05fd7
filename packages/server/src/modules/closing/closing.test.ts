import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
const messages = (e: unknown): string => (e ? `${(e as Error).message} ${messages((e as { cause?: unknown }).cause)}` : "");

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("closing");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

describe("period closing", () => {
  it("closes a month, refuses posting, editing and deleting in it, and reopens with its own permission", async () => {
    const before = await postJournal(t, owner.token, "2026-01-20", [line(acc["6102"]!, 100, 0), line(acc["1101.01"]!, 0, 100)]);
    const draft = await t.request("POST", "/api/transactions/draft-journal", {
      token: owner.token,
      body: { date: "2026-01-25", details: [line(acc["6102"]!, 5, 0), line(acc["1101.01"]!, 0, 5)] },
    });
    const close = await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-01", note: "January done" } });
    expect(close.status).toBe(201);
    expect(close.body.data).toMatchObject({ period: "2026-01", status: "closed", note: "January done" });
    expect(close.body.data.closing_by).toBe("closing name");

    const posting = await postJournal(t, owner.token, "2026-01-31", [line(acc["6102"]!, 1, 0), line(acc["1101.01"]!, 0, 1)]);
    expect(posting.status).toBe(422);
    expect(posting.body.message).toBe("The period 2026-01 is closed. Reopen it first.");
    const reverse = await t.request("POST", `/api/transactions/journal/${before.body.data.id}/reverse`, { token: owner.token, body: {} });
    expect(reverse.status).toBe(422);
    const editDraft = await t.request("PUT", `/api/transactions/draft-journal/${draft.body.data.id}`, {
      token: owner.token,
      body: { date: "2026-02-01", details: [line(acc["6102"]!, 5, 0), line(acc["1101.01"]!, 0, 5)] },
    });
    expect(editDraft.status).toBe(422);
    const deleteDraft = await t.request("DELETE", `/api/transactions/draft-journal/${draft.body.data.id}`, { token: owner.token });
    expect(deleteDraft.status).toBe(422);
    // Reversal dated in an open month works.
    const later = await t.request("POST", `/api/transactions/journal/${before.body.data.id}/reverse`, { token: owner.token, body: { date: "2026-02-01" } });
    expect([later.status, later.body]).toEqual([201, expect.anything()]);

    const twice = await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-01" } });
    expect(twice.status).toBe(409);

    const closer = await t.member(owner.token, [{ action: "create", resource: "TxClosing" }, { action: "read", resource: "TxClosing" }]);
    const denied = await t.request("POST", `/api/transactions/closing/${close.body.data.id}/reopen`, { token: closer.token, body: { reason: "x" } });
    expect(denied.status).toBe(403);
    const noReason = await t.request("POST", `/api/transactions/closing/${close.body.data.id}/reopen`, { token: owner.token, body: {} });
    expect(noReason.status).toBe(422);
    const reopened = await t.request("POST", `/api/transactions/closing/${close.body.data.id}/reopen`, { token: owner.token, body: { reason: "Late invoice" } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: "reopened", reopen_reason: "Late invoice", reopened_by: "closing name" });
    expect((await postJournal(t, owner.token, "2026-01-31", [line(acc["6102"]!, 1, 0), line(acc["1101.01"]!, 0, 1)])).status).toBe(201);

    const periods = await t.request("GET", "/api/transactions/closing/periods?year=2026", { token: owner.token });
    expect(periods.body.data[0]).toMatchObject({ period: "2026-01", status: "open" });
    const list = await t.request("GET", "/api/transactions/closing", { token: owner.token });
    expect(list.body.data.map((c: { status: string }) => c.status)).toEqual(["reopened"]);
  });

  it("the database itself refuses a journal dated in a closed month", async () => {
    await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-03" } });
    const office = await t.request("GET", "/api/master-data/office", { token: owner.token });
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
        tx.execute(sql`INSERT INTO journals (company_id, id, number, date, office_id, source_type, total_debit, total_credit)
          VALUES (${owner.companyId}, gen_random_uuid(), 'SQL/1', '2026-03-05', ${office.body.data[0].id}, 'sql', 1, 1)`),
      ).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/period 2026-03 is closed/);
  });
});

describe("beginning balances", () => {
  it("posts the opening journal at the cut-off date, must balance, and can be replaced while open", async () => {
    const bad = await t.request("POST", "/api/transactions/beginning-balance", {
      token: owner.token,
      body: { details: [line(acc["1102.01"]!, 100, 0), line(acc["3101"]!, 0, 90)] },
    });
    expect(bad.status).toBe(422);
    const ok = await t.request("POST", "/api/transactions/beginning-balance", {
      token: owner.token,
      body: { description: "Saldo awal", details: [line(acc["1102.01"]!, "250000000", 0), line(acc["3101"]!, 0, "250000000")] },
    });
    expect([ok.status, ok.body]).toEqual([201, expect.anything()]);
    expect(ok.body.data).toMatchObject({ date: "2026-01-01", journal_number: "SA/2026/01/0001", total_debit: "250000000.00" });
    const edit = await t.request("PUT", `/api/transactions/beginning-balance/${ok.body.data.id}`, {
      token: owner.token,
      body: { version: ok.body.data.version, details: [line(acc["1102.01"]!, "300000000", 0), line(acc["3101"]!, 0, "300000000")] },
    });
    expect(edit.body.data.journal_number).toBe("SA/2026/01/0002");
    const journals = await t.request("GET", "/api/transactions/journal?journal_type=opening", { token: owner.token });
    expect(journals.body.data.map((j: { number: string }) => j.number)).toEqual(["SA/2026/01/0002"]);
    expect((await t.request("DELETE", `/api/transactions/beginning-balance/${ok.body.data.id}`, { token: owner.token })).status).toBe(200);
    const after = await t.request("GET", "/api/transactions/journal?journal_type=opening", { token: owner.token });
    expect(after.body.meta.total).toBe(0);
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data.ok).toBe(true);
  });
});
