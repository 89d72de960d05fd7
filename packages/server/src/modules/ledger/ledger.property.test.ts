import { money } from "@neraca/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, tb } from "../../test/ledger-helpers.js";
import { movementsIn } from "./movements.js";

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t.close());

const leafCodes = ["1101.01", "1102.01", "1103.01", "2101", "4101", "6102"];
const months = ["2025-11", "2025-12", "2026-01", "2026-02", "2027-01"];

type Command =
  | { kind: "post"; month: number; day: number; lines: { account: number; cents: number; debit: boolean }[]; branch: boolean }
  | { kind: "reverse"; pick: number }
  | { kind: "close"; month: number }
  | { kind: "reopen"; month: number }
  | { kind: "upload"; month: number; cents: number; bad: boolean };

const amount = fc.integer({ min: 1, max: 5_000_000_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("post" as const), month: fc.nat(months.length - 1), day: fc.integer({ min: 1, max: 28 }), branch: fc.boolean(), lines: fc.array(fc.record({ account: fc.nat(leafCodes.length - 1), cents: amount, debit: fc.boolean() }), { minLength: 1, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("reverse" as const), pick: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("close" as const), month: fc.nat(months.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reopen" as const), month: fc.nat(months.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("upload" as const), month: fc.nat(months.length - 1), cents: amount, bad: fc.boolean() }) },
);

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;

describe("ledger properties", () => {
  it("random post, reverse, close, reopen and upload keep the books balanced, the balances exact and closed months untouched", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 12 }), async (commands) => {
        const owner = await t.owner("prop");
        const acc = await accountIds(t, owner.token);
        const branch = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "BR", name: "Branch" } });
        const closed = new Map<string, string>(); // month → closing id
        const posted: string[] = [];
        const dates: string[] = [];
        for (const c of commands) {
          if (c.kind === "post") {
            const month = months[c.month] as string;
            const date = `${month}-${String(c.day).padStart(2, "0")}`;
            // Each line is balanced by the bank so every journal balances.
            const details = c.lines.flatMap((l) => [
              line(acc[leafCodes[l.account] as string] as string, l.debit ? cents(l.cents) : 0, l.debit ? 0 : cents(l.cents)),
              line(acc["1102.02"] as string, l.debit ? 0 : cents(l.cents), l.debit ? cents(l.cents) : 0),
            ]);
            const res = await t.request("POST", "/api/transactions/journal", {
              token: owner.token,
              body: { date, details, office_id: c.branch ? branch.body.data.id : null },
            });
            if (closed.has(month)) expect(res.status).toBe(422);
            else {
              expect(res.status).toBe(201);
              posted.push(res.body.data.id);
              dates.push(date);
            }
          } else if (c.kind === "reverse" && posted.length) {
            const index = c.pick % posted.length;
            const res = await t.request("POST", `/api/transactions/journal/${posted[index]}/reverse`, { token: owner.token, body: {} });
            const month = (dates[index] as string).slice(0, 7);
            expect([201, 409, 422]).toContain(res.status);
            // A closed month refuses the reversal (422) unless the journal was already reversed (409 first).
            if (closed.has(month)) expect([409, 422]).toContain(res.status);
          } else if (c.kind === "close") {
            const month = months[c.month] as string;
            const res = await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: month } });
            if (closed.has(month)) expect(res.status).toBe(409);
            else {
              expect(res.status).toBe(201);
              closed.set(month, res.body.data.id);
            }
          } else if (c.kind === "reopen") {
            const month = months[c.month] as string;
            const id = closed.get(month);
            if (id) {
              const res = await t.request("POST", `/api/transactions/closing/${id}/reopen`, { token: owner.token, body: { reason: "fix" } });
              expect(res.status).toBe(200);
              closed.delete(month);
            }
          } else if (c.kind === "upload") {
            const month = months[c.month] as string;
            const csv = [
              "journal_ref,date,account_code,debit,credit",
              `U1,${month}-15,6102,${cents(c.cents)},`,
              `U1,${month}-15,${c.bad ? "9999" : "1101.01"},,${cents(c.cents)}`,
            ].join("\n");
            const res = await t.request("POST", "/api/transactions/draft-journal/upload", { token: owner.token, raw: csv, headers: { "content-type": "text/csv" } });
            if (c.bad || closed.has(month)) expect(res.status).toBe(422);
            else {
              expect(res.status).toBe(201);
              const drafts = await t.request("GET", `/api/transactions/draft-journal?upload_batch=${res.body.data.upload_batch}`, { token: owner.token });
              const post = await t.request("POST", "/api/transactions/draft-journal/post", { token: owner.token, body: { ids: drafts.body.data.map((d: { id: string }) => d.id) } });
              expect(post.status).toBe(201);
              // The answer is the drafts, each approved with the journal it was posted as.
              expect(post.body.data[0].status).toBe("approved");
              posted.push(post.body.data[0].journal_id);
              dates.push(`${month}-15`);
            }
          }
        }
        // Balances equal a recomputation from lines.
        const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
        expect(verify.body.data).toEqual({ ok: true, drift: [] });
        // The trial balance balances and equals a naive sum over every line.
        const report = await tb(t, owner.token, "2025-01-01", "2027-12-31");
        expect(report.body.data.totals.debit).toBe(report.body.data.totals.credit);
        expect(report.body.data.totals.closing_debit).toBe(report.body.data.totals.closing_credit);
        const naive = await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
          tx.execute(sql`SELECT account_id, (sum(debit) - sum(credit))::text AS net FROM journal_lines GROUP BY account_id`),
        );
        const expected = new Map((naive as unknown as { rows: { account_id: string; net: string }[] }).rows.map((r) => [r.account_id, money(r.net)]));
        for (const row of report.body.data.rows as { account_id: string; is_header: boolean; closing_debit: string; closing_credit: string }[]) {
          if (row.is_header) continue;
          const net = money(row.closing_debit).minus(money(row.closing_credit));
          expect([row.account_id, net.toFixed(2)]).toEqual([row.account_id, (expected.get(row.account_id) ?? money(0)).toFixed(2)]);
        }
        // At any date (mid-month, a month's first day, before the first year, after the last), each
        // account's opening equals the naive sum of its lines before that date.
        for (const date of ["2024-06-30", "2025-11-17", "2026-01-01", "2026-02-15", "2027-01-28", "2028-03-10"]) {
          const at = await tb(t, owner.token, date, date);
          const before = await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
            tx.execute(sql`SELECT account_id, (sum(debit) - sum(credit))::text AS net FROM journal_lines WHERE date < ${date}::date GROUP BY account_id`),
          );
          const naiveBefore = new Map((before as unknown as { rows: { account_id: string; net: string }[] }).rows.map((r) => [r.account_id, money(r.net)]));
          for (const row of at.body.data.rows as { account_id: string; is_header: boolean; opening_debit: string; opening_credit: string }[]) {
            if (row.is_header) continue;
            const net = money(row.opening_debit).minus(money(row.opening_credit));
            expect([date, row.account_id, net.toFixed(2)]).toEqual([date, row.account_id, (naiveBefore.get(row.account_id) ?? money(0)).toFixed(2)]);
            naiveBefore.delete(row.account_id);
          }
          expect([date, [...naiveBefore.values()].every((v) => v.isZero())]).toEqual([date, true]);
        }
        // Movements within ranges (whole months from the balance rows, partial ones from the lines),
        // consolidated, per office and in one office, equal the naive sums of the lines in them.
        const ranges = [
          { from: "2025-11-17", to: "2026-02-15" }, // partial months at both ends, across a year-end
          { from: "2025-12-01", to: "2025-12-31" }, // one whole month
          { from: "2026-01-01", to: "2026-01-01" }, // one day
          { from: "2025-11-05", to: "2025-11-20" }, // inside a month
          { from: "2024-06-01", to: "2028-03-10" }, // beyond the kept years at both ends
        ];
        const branchId = branch.body.data.id as string;
        for (const [filters, byOffice] of [[{}, false], [{}, true], [{ officeIds: [branchId] }, false]] as const) {
          const session = { companyId: owner.companyId, userId: null };
          const moved = await inTransaction(t.database.db, session, (tx) => movementsIn(tx, owner.companyId, ranges, { ...filters }, { byOffice }));
          for (const [i, range] of ranges.entries()) {
            const naive = await inTransaction(t.database.db, session, (tx) =>
              tx.execute(sql`SELECT account_id, ${byOffice ? sql`office_id` : sql`NULL::uuid`} AS office_id, (sum(debit) * 100)::bigint::text AS debit,
                  (sum(credit) * 100)::bigint::text AS credit
                FROM journal_lines WHERE date BETWEEN ${range.from}::date AND ${range.to}::date ${"officeIds" in filters ? sql`AND office_id = ${branchId}::uuid` : sql``}
                GROUP BY 1, 2`),
            );
            const expected = (naive as unknown as { rows: { account_id: string; office_id: string | null; debit: string; credit: string }[] }).rows
              .map((r) => `${r.account_id} ${r.office_id ?? "-"} ${r.debit} ${r.credit}`)
              .sort();
            const got = moved
              .filter((m) => m.debit[i] !== 0n || m.credit[i] !== 0n)
              .map((m) => `${m.accountId} ${m.officeId ?? "-"} ${m.debit[i]} ${m.credit[i]}`)
              .sort();
            expect([range, byOffice, got]).toEqual([range, byOffice, expected]);
          }
        }
        // Nothing landed in a month while it was closed: every posted journal's month is open now or was open then.
        const inClosed = await inTransaction(t.database.db, { companyId: owner.companyId, userId: null }, (tx) =>
          tx.execute(sql`SELECT count(*)::int AS n FROM journals j JOIN period_closings pc ON pc.company_id = j.company_id
            AND pc.period_month = date_trunc('month', j.date)::date AND pc.status = 'closed' AND j.posted_at > pc.closed_at`),
        );
        expect((inClosed as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
