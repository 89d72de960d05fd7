import { daysBetween, defaultAdvanceTypes, overdueAdvance } from "@neraca/core";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { accounts, cashAdvanceSettings, cashAdvances, cashbanks, contacts, documents, employees } from "../../db/schema/index.js";
import type { Actor } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import type { Settled } from "../../platform/documents/settlement-dates.js";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { AppError, notFound } from "../../platform/errors.js";
import { invalidField } from "../../platform/field-errors.js";
import { newId } from "../../platform/ids.js";
import { allowedCashbankIds } from "../master-data/cashbank-users.routes.js";
import { cashAdvanceDocument } from "./advance.document.js";
import { realisationDocument } from "./realisation.document.js";
import { requestAuth } from "./request-auth.js";

export type AdvanceRow = typeof cashAdvances.$inferSelect;

/** The employee-advance account: the one chosen, else the default `cash_advance` role's (422 when none). */
export async function advanceAccountId(ctx: DocumentContext, chosen: string | null): Promise<string> {
  const id = chosen ?? (await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "cash_advance"));
  if (!id) throw new AppError(422, "cash_advance_no_account");
  return id;
}

/** An active employee of this company (another company's or an unknown id: 422 on the field). */
export async function findEmployee(ctx: DocumentContext, id: string, field = "employee_id") {
  const [row] = await ctx.tx
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, ctx.actor.companyId), eq(employees.id, id), eq(employees.isActive, true)));
  if (!row) throw invalidField(field, ctx.language);
  return row;
}

export async function employeeNames(tx: Tx, actor: Actor, ids: string[]): Promise<Map<string, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: employees.id, code: employees.code, name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, actor.companyId), inArray(employees.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/** An account of this company that takes postings (a leaf), else 422 on the field. */
export async function assertPostableAccount(ctx: DocumentContext, id: string, field: string) {
  const [row] = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, ctx.actor.companyId),
        eq(accounts.id, id),
        sql`NOT EXISTS (SELECT 1 FROM accounts c WHERE c.company_id = ${accounts.companyId} AND c.parent_id = ${accounts.id})`,
      ),
    );
  if (!row) throw invalidField(field, ctx.language);
}

/**
 * A cash or bank account the caller may use (the user-to-cashbank mapping, spec §6): active, of this
 * company, and mapped to them unless they may manage cash and bank master data. Else 422 on the field.
 */
export async function usableCashbank(ctx: DocumentContext, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(cashbanks)
    .where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, id), eq(cashbanks.isActive, true)));
  if (!row) throw invalidField("cashbank_id", ctx.language);
  const auth = requestAuth();
  // Outside a request (seeding, scripts) there is no mapping to apply.
  if (auth && auth.companyId === ctx.actor.companyId) {
    const allowed = await allowedCashbankIds(ctx.tx, auth);
    if (allowed !== "all" && !allowed.includes(id)) throw invalidField("cashbank_id", ctx.language);
  }
  return row;
}

export async function cashbankAccount(ctx: DocumentContext, id: string) {
  const [row] = await ctx.tx
    .select({ accountId: cashbanks.accountId, name: cashbanks.name, code: cashbanks.code })
    .from(cashbanks)
    .where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, id)));
  if (!row) throw notFound();
  return row;
}

export interface CashAdvanceSettings {
  overdue_days: number | null;
  types: { code: string; name: string }[];
}

export async function settingsOf(tx: Tx, actor: Actor): Promise<CashAdvanceSettings> {
  const [row] = await tx.select().from(cashAdvanceSettings).where(eq(cashAdvanceSettings.companyId, actor.companyId));
  if (!row) return { overdue_days: null, types: defaultAdvanceTypes.map((t) => ({ ...t })) };
  return { overdue_days: row.overdueDays, types: row.types as CashAdvanceSettings["types"] };
}

/** What the employee holds on an advance, in SQL over `cash_advances` (core `advanceBalance`). */
export const advanceBalanceSql = sql`(${cashAdvances.amount} + ${cashAdvances.toppedUpAmount} + ${cashAdvances.payableAmount} - ${cashAdvances.realisedAmount} - ${cashAdvances.refundedAmount})`;

/** The advance with its row locked for the rest of the transaction (404 for another company's). */
export async function lockAdvance(ctx: DocumentContext, id: string): Promise<AdvanceRow> {
  const [row] = await ctx.tx
    .select()
    .from(cashAdvances)
    .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** The advance's document state (its status and number). */
export async function advanceState(ctx: DocumentContext, id: string) {
  const [row] = await ctx.tx
    .select({ status: documents.status, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, id), eq(documents.documentType, "cash_advance")));
  return row ?? null;
}

/**
 * What a document settling the advance is dated after (assertNotBeforeSettled): the advance's
 * payment and, once realised (for a refund, top-up or payable), its realisation.
 */
export async function settledByAdvance(ctx: DocumentContext, advance: AdvanceRow, withRealisation: boolean): Promise<Settled[]> {
  const ids = [advance.id, ...(withRealisation && advance.realisationId ? [advance.realisationId] : [])];
  const rows = await ctx.tx
    .select({ id: documents.id, number: documents.number, date: documents.date })
    .from(documents)
    .where(and(eq(documents.companyId, ctx.actor.companyId), inArray(documents.id, ids)));
  const titles: Record<string, Settled["title"]> = {
    [advance.id]: cashAdvanceDocument.title,
    [advance.realisationId ?? ""]: realisationDocument.title,
  };
  return rows.map((r) => ({ title: titles[r.id] as Settled["title"], number: r.number, date: r.date }));
}

/** An approved (paid) advance of this company, locked; 422 when it is not paid (draft or cancelled). */
export async function lockPaidAdvance(ctx: DocumentContext, id: string, field = "cash_advance_id"): Promise<AdvanceRow> {
  const state = await advanceState(ctx, id);
  if (!state) throw invalidField(field, ctx.language);
  const advance = await lockAdvance(ctx, id);
  if (state.status !== "approved") throw new AppError(422, "cash_advance_not_paid");
  return advance;
}

/**
 * The N-days rule (off unless set): refuses a new advance to an employee who holds another one
 * unsettled (paid, not closed) for more than N days on `date`.
 */
export async function assertNotOverdue(ctx: DocumentContext, employeeId: string, date: string, exceptAdvanceId: string | null) {
  const settings = await settingsOf(ctx.tx, ctx.actor);
  if (settings.overdue_days === null) return;
  const held = await ctx.tx
    .select({ id: cashAdvances.id, date: cashAdvances.date, number: documents.number })
    .from(cashAdvances)
    .innerJoin(documents, and(eq(documents.companyId, cashAdvances.companyId), eq(documents.id, cashAdvances.id)))
    .where(
      and(
        eq(cashAdvances.companyId, ctx.actor.companyId),
        eq(cashAdvances.employeeId, employeeId),
        eq(documents.status, "approved"),
        exceptAdvanceId ? ne(cashAdvances.id, exceptAdvanceId) : undefined,
        // Unsettled: not realised yet, or realised with something left to refund or top up.
        sql`(${cashAdvances.realisationId} IS NULL OR ${advanceBalanceSql} <> 0)`,
      ),
    )
    .orderBy(cashAdvances.date);
  const overdue = overdueAdvance(held, date, settings.overdue_days);
  if (!overdue) return;
  const [employee] = await ctx.tx
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.actor.companyId), eq(employees.id, employeeId)));
  throw new AppError(422, "cash_advance_overdue", {
    employee: employee?.name ?? "",
    number: overdue.number ?? "",
    days: daysBetween(overdue.date, date),
    limit: settings.overdue_days,
  });
}

/**
 * The employee as a contact, for the contact dimension of the advance's journal lines (so the ledger
 * and its reports show who holds what): the contact of type employee with the employee's code, made
 * when the employee's first advance is paid. A code another kind of contact holds gives none.
 */
export async function employeeContactId(ctx: DocumentContext, employee: { code: string; name: string }): Promise<string | null> {
  const find = async () => {
    const [row] = await ctx.tx
      .select({ id: contacts.id, types: contacts.contactTypes })
      .from(contacts)
      .where(and(eq(contacts.companyId, ctx.actor.companyId), sql`lower(${contacts.code}) = lower(${employee.code})`));
    return row ?? null;
  };
  const found = await find();
  if (found) return found.types.includes("employee") ? found.id : null;
  await ctx.tx
    .insert(contacts)
    .values({ companyId: ctx.actor.companyId, id: newId(), code: employee.code, name: employee.name, contactTypes: ["employee"] })
    .onConflictDoNothing();
  const made = await find();
  return made?.types.includes("employee") ? made.id : null;
}
