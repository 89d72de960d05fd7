import { and, asc, eq, inArray } from "drizzle-orm";
import { taxes } from "../../db/schema/index.js";
import type { DocumentContext } from "./document-type.js";
import { AppError } from "../errors.js";

/**
 * A freight job's charge line as an invoice bills it (BACC, DESIGN §9): a sales invoice bills sell
 * lines (our invoice to a customer or an agent), a purchase invoice buy lines (an agent's invoice to
 * us). The invoice takes the line's account, amount, tax kind and job from here, so what it posts
 * is what the job said; the freight module owns the lines and registers the biller when it loads.
 */
export interface JobLine {
  id: string;
  jobId: string;
  jobNumber: string;
  /** The line's number on its job (messages name it). */
  lineNo: number;
  /** The charge's revenue account (a sell line) or cost account (a buy line). */
  accountId: string;
  description: string;
  /** In the line's currency, which is the invoice's. */
  amount: string;
  currency: string;
  taxKind: "freight" | "service" | "exempt";
}

export interface JobLineBiller {
  /**
   * The lines an invoice of `partyId` in `currency` names, checked (each one's field: 422 when it is
   * not a `side` line of that party in that currency, of a confirmed, open job), by id.
   */
  resolve(
    ctx: DocumentContext,
    request: { side: "sell" | "buy"; partyId: string; currency: string; lines: readonly { field: string; lineId: string }[] },
  ): Promise<Map<string, JobLine>>;
  /**
   * Bills the lines to the invoice, giving back those it billed and no longer has: a line billed by
   * another document is a 409 (two invoices of one line: the first wins, the jobs locked in id order).
   */
  hold(ctx: DocumentContext, invoice: { type: string; id: string }, lineIds: readonly string[]): Promise<void>;
}

let biller: JobLineBiller | null = null;

/** Called once by the freight module when it is loaded. */
export function registerJobLineBiller(next: JobLineBiller) {
  biller = next;
}

/** The biller (a 422 when an invoice names job lines and the freight module is not loaded). */
export function jobLineBiller(): JobLineBiller {
  if (!biller) throw new AppError(422, "ch_billing_unavailable");
  return biller;
}

/**
 * Bills the job lines an invoice names to it and gives back those it billed before and no longer
 * names (none: its deletion gives back all). An invoice naming none costs one indexed read.
 */
export async function holdJobLines(ctx: DocumentContext, invoice: { type: string; id: string }, lineIds: readonly string[]) {
  if (lineIds.length > 0) await jobLineBiller().hold(ctx, invoice, lineIds);
  else if (biller) await biller.hold(ctx, invoice, []);
}

/** The company's VAT of each kind a charge line bills at (`vat`, `vat_freight`): the first active by code. */
export async function vatTaxesByKind(ctx: DocumentContext): Promise<Map<string, string>> {
  const rows = await ctx.tx
    .select({ id: taxes.id, kind: taxes.kind })
    .from(taxes)
    .where(and(eq(taxes.companyId, ctx.actor.companyId), eq(taxes.isActive, true), inArray(taxes.kind, ["vat", "vat_freight"])))
    .orderBy(asc(taxes.code));
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.kind)) out.set(r.kind, r.id);
  return out;
}
