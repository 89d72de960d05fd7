import { type AdvanceMovementKind, daysBetween, toCents } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

/**
 * Every movement of the company's advances, from their approved documents: a payment (+), the
 * realisation (−), refunds (−), top-ups (+) and what was posted to AP for the employee (+, payables'
 * invoices of kind `cash_advance`). Cancelled documents are left out: their journals
 * were reversed on their own dates, so the ledger nets them to zero too.
 */
export interface Movement {
  advance_id: string;
  advance_number: string;
  advance_date: string;
  employee_id: string;
  account_id: string;
  /** The employee's contact on the journal lines (null when the employee's code belongs to another kind of contact). */
  contact_id: string | null;
  kind: AdvanceMovementKind;
  document_id: string;
  number: string;
  date: string;
  /** Effect on what the employee holds, in cents. */
  delta: bigint;
}

export interface MovementFilter {
  dateTo?: string;
  employeeId?: string;
  officeIds?: string[];
  /** The employees as contacts (the report screen's contact filter). */
  contactIds?: string[];
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export async function movementsOf(tx: Tx, companyId: string, filter: MovementFilter = {}): Promise<Movement[]> {
  const conditions = [sql`ad.status = 'approved'`];
  if (filter.employeeId) conditions.push(sql`a.employee_id = ${filter.employeeId}`);
  if (filter.contactIds?.length) {
    const ids = sql.join(
      filter.contactIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(sql`a.contact_id IN (${ids})`);
  }
  if (filter.officeIds?.length) {
    const ids = sql.join(
      filter.officeIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(
      sql`coalesce(a.office_id, (SELECT o.id FROM offices o WHERE o.company_id = a.company_id AND o.is_head_office LIMIT 1)) IN (${ids})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const dateTo = filter.dateTo ? sql`WHERE m.date <= ${filter.dateTo}` : sql``;
  const result = await tx.execute(sql`
    WITH advances AS (
      SELECT a.*, ad.number AS advance_number, ad.date AS advance_date
      FROM cash_advances a
      JOIN documents ad ON ad.company_id = a.company_id AND ad.id = a.id
      WHERE a.company_id = ${companyId} AND ${where}
    ), m AS (
      SELECT a.id AS advance_id, a.advance_number, a.advance_date, a.employee_id, a.account_id, a.contact_id,
        'paid' AS kind, a.id AS document_id, a.advance_number AS number, a.advance_date AS date, a.amount AS delta
      FROM advances a
      UNION ALL
      SELECT a.id, a.advance_number, a.advance_date, a.employee_id, a.account_id, a.contact_id,
        'realised', d.id, d.number, d.date, -r.total_amount
      FROM cash_advance_realisations r
      JOIN advances a ON a.id = r.cash_advance_id
      JOIN documents d ON d.company_id = r.company_id AND d.id = r.id AND d.status = 'approved'
      WHERE r.company_id = ${companyId}
      UNION ALL
      SELECT a.id, a.advance_number, a.advance_date, a.employee_id, a.account_id, a.contact_id,
        s.kind, d.id, d.number, d.date, CASE WHEN s.kind = 'refund' THEN -s.amount ELSE s.amount END
      FROM cash_advance_settlements s
      JOIN advances a ON a.id = s.cash_advance_id
      JOIN documents d ON d.company_id = s.company_id AND d.id = s.id AND d.status = 'approved'
      WHERE s.company_id = ${companyId}
      UNION ALL
      SELECT a.id, a.advance_number, a.advance_date, a.employee_id, a.account_id, a.contact_id,
        'payable', d.id, d.number, d.date, pi.payable_amount
      FROM purchase_invoices pi
      JOIN advances a ON a.id = pi.cash_advance_id
      JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id AND d.status = 'approved'
      WHERE pi.company_id = ${companyId} AND pi.cash_advance_id IS NOT NULL
    )
    SELECT advance_id, advance_number, advance_date::text AS advance_date, employee_id, account_id, contact_id, kind, document_id, number,
      date::text AS date, delta::text AS delta
    FROM m ${dateTo}
    ORDER BY date, advance_date, advance_number, CASE kind WHEN 'paid' THEN 0 WHEN 'realised' THEN 1 ELSE 2 END, number`);
  return rowsOf<Omit<Movement, "delta"> & { delta: string }>(result).map((r) => ({ ...r, delta: toCents(r.delta) }));
}

/** Per advance at a date: what the employee holds, and whether it is still open (not realised, or not netted to zero). */
export function advancesAt(movements: readonly Movement[], date: string) {
  const out = new Map<string, { advance_date: string; employee_id: string; balance: bigint; realised: boolean }>();
  for (const m of movements) {
    if (m.date > date) continue;
    const entry = out.get(m.advance_id) ?? { advance_date: m.advance_date, employee_id: m.employee_id, balance: 0n, realised: false };
    entry.balance += m.delta;
    if (m.kind === "realised") entry.realised = true;
    out.set(m.advance_id, entry);
  }
  return out;
}

export const isOpen = (a: { balance: bigint; realised: boolean }) => !a.realised || a.balance !== 0n;

export const ageInDays = (from: string, to: string) => Math.max(0, daysBetween(from, to));
