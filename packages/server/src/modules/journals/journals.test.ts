import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Posting } from "@neraca/core";
import { inTransaction } from "../../db/tenant.js";
import type { AppError } from "../../platform/errors.js";
import { post } from "../ledger/ledger.post.js";
import { PostingQueue } from "../ledger/posting-queue.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
/** The messages along an error's cause chain (drizzle wraps the database's error). */
const messages = (e: unknown): string => (e ? `${(e as Error).message} ${messages((e as { cause?: unknown }).cause)}` : "");

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("ledger");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

describe("posting journals", () => {
  it("posts a balanced journal with a gapless number and returns its lines", async () => {
    const res = await postJournal(t, owner.token, "2026-03-15", [
      line(acc["6102"]!, "15000000", 0, { description: "Sewa Maret" }),
      line(acc["1102.01"]!, 0, "15000000"),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.number).toBe("JU/2026/03/0001");
    expect(res.body.data.total_debit).toBe("15000000.00");
    expect(res.body.data.details).toHaveLength(2);
    expect(res.body.data.details[0]).toMatchObject({ account_code: "6102", debit: "15000000.00", credit: "0.00", office_name: "PT Contoh Sejahtera" });
    const next = await postJournal(t, owner.token, "2026-03-16", [line(acc["6102"]!, 1, 0), line(acc["1101.01"]!, 0, 1)]);
    expect(next.body.data.number).toBe("JU/2026/03/0002");
    const april = await postJournal(t, owner.token, "2026-04-01", [line(acc["6102"]!, 1, 0), line(acc["1101.01"]!, 0, 1)]);
    expect(april.body.data.number).toBe("JU/2026/04/0001");
  });

  it("refuses an unbalanced journal, both sides on a line, zero lines and negative amounts", async () => {
    const unbalanced = await postJournal(t, owner.token, "2026-03-15", [line(acc["6102"]!, "100.00", 0), line(acc["1101.01"]!, 0, "99.99")]);
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.body.errors.details).toEqual(["Total debit (100.00) must equal total credit (99.99)."]);
    const both = await postJournal(t, owner.token, "2026-03-15", [line(acc["6102"]!, 5, 5), line(acc["1101.01"]!, 0, 0)]);
    expect(both.body.errors["details.0.debit"]).toEqual(["A line takes either a debit or a credit, not both."]);
    expect(both.body.errors["details.1.debit"]).toEqual(["Enter a debit or a credit amount."]);
    const negative = await postJournal(t, owner.token, "2026-03-15", [line(acc["6102"]!, -5, 0), line(acc["1101.01"]!, 0, -5)]);
    expect(negative.status).toBe(422);
    expect(negative.body.errors["details.0.debit"]).toEqual(["The debit field must be at least 0"]);
    const badAmount = await postJournal(t, owner.token, "2026-03-15", [line(acc["6102"]!, "1.234", 0), line(acc["1101.01"]!, 0, "abc")]);
    expect(badAmount.body.errors["details.0.debit"]).toEqual(["The debit field must be a valid decimal"]);
    const one = await postJournal(t, owner.token, "2026-03-15", [line(acc["6102"]!, 5, 0)]);
    expect(one.body.errors.details).toEqual(["The details field must have at least 2 items"]);
  });

  it("refuses header accounts, inactive accounts and another company's accounts", async () => {
    const header = await postJournal(t, owner.token, "2026-03-15", [line(acc["1101"]!, 5, 0), line(acc["1101.01"]!, 0, 5)]);
    expect(header.status).toBe(422);
    expect(header.body.errors["details.0.account_id"]).toEqual(["Account 1101 has sub-accounts; post to one of them."]);
    const other = await t.owner("other-ledger");
    const otherAcc = await accountIds(t, other.token);
    const foreign = await postJournal(t, owner.token, "2026-03-15", [line(otherAcc["6102"]!, 5, 0), line(acc["1101.01"]!, 0, 5)]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors["details.0.account_id"]).toEqual(["The selected account is invalid"]);
  });

  it("keeps amounts exact: 0.1 + 0.2 and 999 999 999 999.99", async () => {
    const res = await postJournal(t, owner.token, "2026-05-02", [
      line(acc["6104"]!, "0.1", 0),
      line(acc["6105"]!, 0.2, 0),
      line(acc["1101.02"]!, 0, "0.30"),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.total_debit).toBe("0.30");
    const big = await postJournal(t, owner.token, "2026-05-02", [line(acc["1201.02"]!, "999999999999.99", 0), line(acc["3101"]!, 0, "999999999999.99")]);
    expect(big.status).toBe(201);
    expect(big.body.data.details[0].debit).toBe("999999999999.99");
  });

  it("gives 20 concurrent journals 20 consecutive numbers", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postJournal(t, owner.token, "2026-06-10", [line(acc["6101"]!, 1000 + i, 0), line(acc["1102.02"]!, 0, 1000 + i)]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `JU/2026/06/${String(i + 1).padStart(4, "0")}`));
  });

  it("goes past 9999 in a month without cutting the number", async () => {
    await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
      tx.execute(sql`INSERT INTO number_sequences (company_id, transaction_type, period, last_value) VALUES (${owner.companyId}, 'journal', '2026-01', 9998)`),
    );
    const numbers = [];
    for (let i = 0; i < 2; i++) {
      const res = await postJournal(t, owner.token, "2026-01-20", [line(acc["6101"]!, 1, 0), line(acc["1102.02"]!, 0, 1)]);
      numbers.push(res.body.data.number);
    }
    expect(numbers).toEqual(["JU/2026/01/9999", "JU/2026/01/10000"]);
  });

  it("reverses a journal once, with a mirror-image journal", async () => {
    const original = await postJournal(t, owner.token, "2026-07-01", [line(acc["6103"]!, 750000, 0), line(acc["1101.01"]!, 0, 750000)]);
    const id = original.body.data.id;
    const reversed = await t.request("POST", `/api/transactions/journal/${id}/reverse`, { token: owner.token, body: {} });
    expect(reversed.status).toBe(201);
    expect(reversed.body.data.number).toBe("RV/2026/07/0001");
    expect(reversed.body.data.details.map((l: { debit: string; credit: string }) => [l.debit, l.credit])).toEqual([
      ["0.00", "750000.00"],
      ["750000.00", "0.00"],
    ]);
    const detail = await t.request("GET", `/api/transactions/journal/${id}`, { token: owner.token });
    expect(detail.body.data).toMatchObject({ status: "reversed", reversed_by: { number: "RV/2026/07/0001" } });
    const again = await t.request("POST", `/api/transactions/journal/${id}/reverse`, { token: owner.token, body: {} });
    expect(again.status).toBe(409);
  });

  it("lists, searches and prints journals", async () => {
    const list = await t.request("GET", "/api/transactions/journal?date_from=2026-03-01&date_to=2026-03-31", { token: owner.token });
    expect(list.body.data.map((j: { number: string }) => j.number)).toEqual(["JU/2026/03/0002", "JU/2026/03/0001"]);
    const search = await t.request("GET", "/api/transactions/journal?q=RV%2F2026", { token: owner.token });
    expect(search.body.meta.total).toBe(1);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/transactions/journal/${list.body.data[0].id}?format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const xlsx = await t.app.inject({
      method: "GET",
      url: `/api/transactions/journal/${list.body.data[0].id}?format=xlsx`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, "PK"]);
  });

  it("answers 404 for another company's journal", async () => {
    const other = await t.owner("peek");
    const list = await t.request("GET", "/api/transactions/journal", { token: owner.token });
    const id = list.body.data[0].id;
    expect((await t.request("GET", `/api/transactions/journal/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.request("POST", `/api/transactions/journal/${id}/reverse`, { token: other.token, body: {} })).status).toBe(404);
  });
});

describe("the database's own walls", () => {
  it("rejects a direct SQL insert of an unbalanced journal at commit", async () => {
    const office = await t.request("GET", "/api/master-data/office", { token: owner.token });
    const officeId = office.body.data[0].id;
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) => {
        await tx.execute(sql`INSERT INTO journals (company_id, id, number, date, office_id, source_type, total_debit, total_credit)
          VALUES (${owner.companyId}, '01a1ffa0-0000-7000-8000-000000000001', 'X/1', '2026-08-01', ${officeId}, 'sql', 100, 100)`);
        await tx.execute(sql`INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, office_id, debit, credit) VALUES
          (${owner.companyId}, '01a1ffa0-0000-7000-8000-000000000001', 1, '2026-08-01', ${acc["6102"]}, ${officeId}, 100, 0),
          (${owner.companyId}, '01a1ffa0-0000-7000-8000-000000000001', 2, '2026-08-01', ${acc["1101.01"]}, ${officeId}, 0, 90)`);
      }).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/does not balance/);
    const left = await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
      tx.execute(sql`SELECT count(*)::int AS n FROM journals WHERE number = 'X/1'`),
    );
    expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
  });

  it("refuses adding lines to a posted journal, or removing them without it", async () => {
    const posted = await postJournal(t, owner.token, "2026-08-03", [line(acc["6102"]!, 10, 0), line(acc["1101.01"]!, 0, 10)]);
    const { id, office_id: officeId } = posted.body.data;
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
        tx.execute(sql`INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, office_id, debit, credit) VALUES
          (${owner.companyId}, ${id}, 3, '2026-08-03', ${acc["6102"]}, ${officeId}, 5, 0),
          (${owner.companyId}, ${id}, 4, '2026-08-03', ${acc["1101.01"]}, ${officeId}, 0, 5)`),
      ).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/can only be added with their journal/);
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
        tx.execute(sql`DELETE FROM journal_lines WHERE company_id = ${owner.companyId} AND journal_id = ${id} AND line_no = 2`),
      ).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/can only be removed with their journal/);
    const detail = await t.request("GET", `/api/transactions/journal/${id}`, { token: owner.token });
    expect(detail.body.data.details).toHaveLength(2);
  });

  it("refuses, with a 422 and nothing written, a posting that would overflow a balance", async () => {
    const first = await postJournal(t, owner.token, "2026-02-03", [line(acc["6104"]!, 1, 0), line(acc["1101.02"]!, 0, 1)]);
    expect(first.status).toBe(201);
    await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
      tx.execute(sql`UPDATE ledger_balances SET debit_02 = 9223372036854775000 WHERE company_id = ${owner.companyId}
        AND fiscal_year = 2026 AND account_id = ${acc["6104"]}`),
    );
    const over = await postJournal(t, owner.token, "2026-02-04", [line(acc["6104"]!, 100, 0), line(acc["1101.02"]!, 0, 100)]);
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/exceed what the ledger can hold/);
    const list = await t.request("GET", "/api/transactions/journal?date_from=2026-02-04&date_to=2026-02-04", { token: owner.token });
    expect(list.body.meta.total).toBe(0);
    await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
      tx.execute(sql`UPDATE ledger_balances SET debit_02 = 100 WHERE company_id = ${owner.companyId}
        AND fiscal_year = 2026 AND account_id = ${acc["6104"]}`),
    );
  });

  it("does not trust years opened by a transaction that rolled back", async () => {
    const actor = { companyId: owner.companyId, userId: owner.userId };
    const posting = (amount: number) =>
      Posting.fromInput([
        { account_id: acc["6103"]!, debit: amount, credit: 0 },
        { account_id: acc["1101.01"]!, debit: 0, credit: amount },
      ]);
    await expect(
      inTransaction(t.database.db, actor, async (tx) => {
        await post(tx, actor, { date: "2033-03-03", sourceType: "manual" }, posting(5), "en");
        await post(tx, actor, { date: "2033-04-04", sourceType: "manual" }, posting(6), "en");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const later = await postJournal(t, owner.token, "2033-05-05", [line(acc["6103"]!, 7, 0), line(acc["1101.01"]!, 0, 7)]);
    expect(later.status).toBe(201);
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });

  it("runs reports in read-only transactions: a write is refused, and the connection serves on", async () => {
    await expect(
      inTransaction(
        t.database.db,
        { companyId: owner.companyId, userId: null },
        (tx) => tx.execute(sql`UPDATE number_sequences SET last_value = last_value WHERE company_id = ${owner.companyId}`),
        { readOnly: true },
      ).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/read-only transaction/);
    const reads = await Promise.all(
      Array.from({ length: 12 }, () =>
        inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) => tx.execute(sql`SELECT count(*)::int AS n FROM journals`), {
          readOnly: true,
        }),
      ),
    );
    expect(new Set(reads.map((r) => rowsOf<{ n: number }>(r)[0]?.n)).size).toBe(1);
  });

  it("refuses changing a posted journal or its lines", async () => {
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
        tx.execute(sql`UPDATE journal_lines SET debit = debit + 1 WHERE company_id = ${owner.companyId}`),
      ).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/immutable/);
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
        tx.execute(sql`UPDATE journals SET description = 'changed' WHERE company_id = ${owner.companyId}`),
      ).catch((e) => Promise.reject(new Error(messages(e)))),
    ).rejects.toThrow(/immutable/);
  });
});

describe("batch posting", () => {
  it("posts many journals in one transaction, all or nothing, naming the journal at fault", async () => {
    const journals = Array.from({ length: 30 }, (_, i) => ({
      date: "2026-10-05",
      description: `Batch ${i}`,
      details: [line(acc["6105"]!, `${i + 1}.10`, 0), line(acc["1101.01"]!, 0, `${i + 1}.10`)],
    }));
    const bad = [...journals];
    bad[17] = { ...journals[17]!, details: [line(acc["6105"]!, "5", 0), line(acc["1101"]!, 0, "5")] };
    const refused = await t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals: bad } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ "journals.17.details.1.account_id": ["Account 1101 has sub-accounts; post to one of them."] });
    const none = await t.request("GET", "/api/transactions/journal?date_from=2026-10-01&date_to=2026-10-31", { token: owner.token });
    expect(none.body.meta.total).toBe(0);
    const ok = await t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.map((j: { number: string }) => j.number)).toEqual(Array.from({ length: 30 }, (_, i) => `JU/2026/10/${String(i + 1).padStart(4, "0")}`));
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data.ok).toBe(true);
  });

  it("numbers a batch across months and years per counter, in order, and names every journal at fault", async () => {
    const dates = ["2027-02-03", "2026-11-30", "2027-02-01", "2026-11-02", "2027-02-28"];
    const journals = dates.map((date, i) => ({ date, details: [line(acc["6105"]!, `${i + 1}`, 0), line(acc["1101.01"]!, 0, `${i + 1}`)] }));
    const twoBad = [...journals];
    twoBad[1] = { ...journals[1]!, details: [line(acc["6105"]!, "5", 0), line(acc["1101.01"]!, 0, "4")] };
    twoBad[3] = { ...journals[3]!, details: [line(acc["1101"]!, "5", 0), line(acc["1101.01"]!, 0, "5")] };
    const refused = await t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals: twoBad } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["journals.1.details", "journals.3.details.0.account_id"]);
    const ok = await t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.map((j: { number: string }) => j.number)).toEqual([
      "JU/2027/02/0001",
      "JU/2026/11/0001",
      "JU/2027/02/0002",
      "JU/2026/11/0002",
      "JU/2027/02/0003",
    ]);
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });
});

describe("large batches", () => {
  it("writes a batch over several statements (2 000 lines), numbered and balanced", async () => {
    const journals = Array.from({ length: 500 }, (_, i) => ({
      date: i % 2 ? "2034-01-10" : "2034-02-10",
      details: [
        line(acc["6101"]!, "1.00", 0),
        line(acc["6102"]!, "2.00", 0),
        line(acc["1101.01"]!, 0, "1.50"),
        line(acc["1101.02"]!, 0, "1.50"),
      ],
    }));
    const [a, b] = await Promise.all([
      t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals } }),
      t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals: [...journals].reverse() } }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const numbers = [...a.body.data, ...b.body.data].map((j: { number: string }) => j.number).sort();
    expect(numbers.filter((n: string) => n.startsWith("JU/2034/01/"))).toEqual(Array.from({ length: 500 }, (_, i) => `JU/2034/01/${String(i + 1).padStart(4, "0")}`));
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });
});

describe("group commit", () => {
  it("keeps balances exact when concurrent postings open new years, earlier and later", async () => {
    const dates = ["2030-01-05", "2019-06-30", "2031-12-31", "2029-05-15", "2018-01-01", "2030-07-07", "2032-02-29", "2019-01-31"];
    const results = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) =>
        postJournal(t, owner.token, dates[i % dates.length]!, [line(acc["6101"]!, 10 + i, 0), line(acc["1102.02"]!, 0, 10 + i)]),
      ),
      t.request("POST", "/api/transactions/journal/batch", {
        token: owner.token,
        body: { journals: dates.map((date) => ({ date, details: [line(acc["6102"]!, 3, 0), line(acc["1101.01"]!, 0, 3)] })) },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(201));
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });

  it("writes postings that wait together in one group, each answered on its own", async () => {
    const queue = new PostingQueue(t.database.db);
    const actor = { companyId: owner.companyId, userId: owner.userId };
    const request = (i: number, credit = 50 + i, account = acc["6103"]!) => ({
      actor,
      header: { date: "2026-12-03", description: `Queued ${i}`, sourceType: "manual" },
      posting: Posting.fromInput([
        { account_id: account, debit: 50 + i, credit: 0 },
        { account_id: acc["1101.01"]!, debit: 0, credit },
      ]),
      language: "en" as const,
    });
    // The first goes at once; the next twelve wait for it and then go together.
    const settled = await Promise.allSettled(
      Array.from({ length: 13 }, (_, i) => queue.post(i === 4 ? request(i, 1) : i === 9 ? request(i, 59, acc["1101"]!) : request(i))),
    );
    expect(settled.map((r) => r.status)).toEqual(Array.from({ length: 13 }, (_, i) => ([4, 9].includes(i) ? "rejected" : "fulfilled")));
    expect(((settled[4] as PromiseRejectedResult).reason as AppError).errors?.details).toEqual(["Total debit (54.00) must equal total credit (1.00)."]);
    expect(((settled[9] as PromiseRejectedResult).reason as AppError).errors?.["details.0.account_id"]).toEqual([
      "Account 1101 has sub-accounts; post to one of them.",
    ]);
    const posted = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(posted.map((j) => j.number)).toEqual(Array.from({ length: 11 }, (_, i) => `JU/2026/12/${String(i + 1).padStart(4, "0")}`));
    expect(posted.map((j) => j.description)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12].map((i) => `Queued ${i}`));
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });

  it("answers each of many concurrent postings on its own: the refused ones fail alone, the rest get consecutive numbers", async () => {
    const closing = await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-08" } });
    expect(closing.status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        if (i === 5) return postJournal(t, owner.token, "2026-09-10", [line(acc["6101"]!, 10, 0), line(acc["1102.02"]!, 0, 9)]);
        if (i === 11) return postJournal(t, owner.token, "2026-08-10", [line(acc["6101"]!, 10, 0), line(acc["1102.02"]!, 0, 10)]);
        if (i === 17) return postJournal(t, owner.token, "2026-09-10", [line(acc["1101"]!, 10, 0), line(acc["1102.02"]!, 0, 10)]);
        return postJournal(t, owner.token, "2026-09-10", [line(acc["6101"]!, 100 + i, 0), line(acc["1102.02"]!, 0, 100 + i)]);
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 24 }, (_, i) => ([5, 11, 17].includes(i) ? 422 : 201)));
    expect(results[5]!.body.errors.details).toEqual(["Total debit (10.00) must equal total credit (9.00)."]);
    expect(results[11]!.body.message).toMatch(/2026-08/);
    expect(results[17]!.body.errors["details.0.account_id"]).toEqual(["Account 1101 has sub-accounts; post to one of them."]);
    const numbers = results.filter((r) => r.status === 201).map((r) => r.body.data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 21 }, (_, i) => `JU/2026/09/${String(i + 1).padStart(4, "0")}`));
    // Each answer is its own journal, with its own amounts.
    for (const [i, r] of results.entries()) if (r.status === 201) expect(r.body.data.total_debit).toBe(`${100 + i}.00`);
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data).toEqual({ ok: true, drift: [] });
  });
});
