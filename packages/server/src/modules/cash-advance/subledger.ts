import { centsToString, toCents } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { SubledgerCheck } from "../module.js";
import { advancesAt, movementsOf } from "./movements.js";

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Advances per employee against their control accounts (DESIGN §12): (1) each advance's consumed
 * amounts (realised, refunded, topped up, posted to AP) equal its approved documents; (2) on each employee-advance
 * account, what the employees hold adds up to the account's balance in the ledger; (3) per employee,
 * what they hold equals the ledger's lines on those accounts with the employee as contact.
 */
export const cashAdvanceSubledger: SubledgerCheck = {
  name: "cash advances",
  async check(tx: Tx, companyId: string) {
    const differences: string[] = [];
    const stored = rowsOf<{
      id: string;
      number: string;
      realised: string;
      refunded: string;
      topped_up: string;
      payable: string;
      doc_realised: string;
      doc_refunded: string;
      doc_topped_up: string;
      doc_payable: string;
    }>(
      await tx.execute(sql`
        SELECT a.id, d.number, a.realised_amount::text AS realised, a.refunded_amount::text AS refunded, a.topped_up_amount::text AS topped_up, a.payable_amount::text AS payable,
          coalesce((SELECT sum(r.total_amount) FROM cash_advance_realisations r JOIN documents rd ON rd.company_id = r.company_id AND rd.id = r.id AND rd.status = 'approved'
            WHERE r.company_id = a.company_id AND r.cash_advance_id = a.id), 0)::text AS doc_realised,
          coalesce((SELECT sum(s.amount) FROM cash_advance_settlements s JOIN documents sd ON sd.company_id = s.company_id AND sd.id = s.id AND sd.status = 'approved'
            WHERE s.company_id = a.company_id AND s.cash_advance_id = a.id AND s.kind = 'refund'), 0)::text AS doc_refunded,
          coalesce((SELECT sum(s.amount) FROM cash_advance_settlements s JOIN documents sd ON sd.company_id = s.company_id AND sd.id = s.id AND sd.status = 'approved'
            WHERE s.company_id = a.company_id AND s.cash_advance_id = a.id AND s.kind = 'top_up'), 0)::text AS doc_topped_up,
          coalesce((SELECT sum(pi.payable_amount) FROM purchase_invoices pi JOIN documents pd ON pd.company_id = pi.company_id AND pd.id = pi.id AND pd.status = 'approved'
            WHERE pi.company_id = a.company_id AND pi.cash_advance_id = a.id), 0)::text AS doc_payable
        FROM cash_advances a JOIN documents d ON d.company_id = a.company_id AND d.id = a.id AND d.status = 'approved'
        WHERE a.company_id = ${companyId}`),
    );
    for (const a of stored) {
      for (const [name, kept, documents] of [
        ["realised", a.realised, a.doc_realised],
        ["refunded", a.refunded, a.doc_refunded],
        ["topped up", a.topped_up, a.doc_topped_up],
        ["posted to AP", a.payable, a.doc_payable],
      ] as const) {
        if (toCents(kept) !== toCents(documents)) differences.push(`${a.number} ${name} ${centsToString(toCents(kept))}, its documents ${centsToString(toCents(documents))}`);
      }
    }
    const movements = await movementsOf(tx, companyId);
    const perAccount = new Map<string, bigint>();
    const perContact = new Map<string, bigint>();
    const of = new Map(movements.map((m) => [m.advance_id, m]));
    for (const [id, a] of advancesAt(movements, "9999-12-31")) {
      const { account_id: account, contact_id: contact } = of.get(id) as (typeof movements)[number];
      perAccount.set(account, (perAccount.get(account) ?? 0n) + a.balance);
      perContact.set(contact ?? "", (perContact.get(contact ?? "") ?? 0n) + a.balance);
    }
    if (perAccount.size === 0) return differences;
    const ids = sql.join(
      [...perAccount.keys()].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const ledger = rowsOf<{ account_id: string; code: string; balance: string }>(
      await tx.execute(sql`
        SELECT a.id AS account_id, a.code, coalesce(sum(l.debit - l.credit), 0)::text AS balance
        FROM accounts a LEFT JOIN journal_lines l ON l.company_id = a.company_id AND l.account_id = a.id
        WHERE a.company_id = ${companyId} AND a.id IN (${ids})
        GROUP BY a.id, a.code
        ORDER BY a.code`),
    );
    for (const row of ledger) {
      const held = perAccount.get(row.account_id) ?? 0n;
      if (toCents(row.balance) !== held) {
        differences.push(`account ${row.code}: ledger ${centsToString(toCents(row.balance))}, employees hold ${centsToString(held)}`);
      }
    }
    const byContact = rowsOf<{ contact_id: string | null; code: string | null; balance: string }>(
      await tx.execute(sql`
        SELECT l.contact_id, c.code, sum(l.debit - l.credit)::text AS balance
        FROM journal_lines l LEFT JOIN contacts c ON c.company_id = l.company_id AND c.id = l.contact_id
        WHERE l.company_id = ${companyId} AND l.account_id IN (${ids})
        GROUP BY l.contact_id, c.code
        ORDER BY c.code NULLS FIRST`),
    );
    const seen = new Set<string>();
    for (const row of byContact) {
      const key = row.contact_id ?? "";
      seen.add(key);
      const held = perContact.get(key) ?? 0n;
      if (toCents(row.balance) !== held) {
        differences.push(`${row.code ? `contact ${row.code}` : "no contact"}: ledger ${centsToString(toCents(row.balance))}, employees hold ${centsToString(held)}`);
      }
    }
    for (const [key, held] of perContact) {
      if (!seen.has(key) && held !== 0n) differences.push(`${key ? `contact ${key}` : "no contact"}: ledger 0.00, employees hold ${centsToString(held)}`);
    }
    return differences;
  },
};
