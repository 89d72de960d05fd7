import { type Language, translate } from "@neraca/core";
import { AppError } from "../errors.js";

/** A document a settlement settles: what it is called, its number and its date. */
export interface Settled {
  title: Record<Language, string>;
  number: string | null;
  date: string;
}

/**
 * The one rule of every payment and settlement (DESIGN §12, docs/documents.md): it is not dated
 * before what it settles — a purchase or sales payment before its invoice or voucher, a voucher
 * before its invoices, a realisation, refund or top-up before its advance or realisation, an
 * invoice before the vendor advance it offsets, an advance before the request or order it pays.
 * Otherwise, at the dates between, the sub-ledger (the aging, the advances held) and its control
 * account disagree. Answers 422 naming the latest such document, under `field` when given.
 */
export function assertNotBeforeSettled(date: string, settled: Iterable<Settled | null | undefined>, language: Language, field: string | null = "date"): void {
  let latest: Settled | null = null;
  for (const s of settled) if (s && s.date > date && (!latest || s.date > latest.date)) latest = s;
  if (!latest) return;
  const params = { document: `${latest.title[language].toLowerCase()} ${latest.number ?? ""}`.trim(), date: latest.date };
  throw new AppError(422, "settlement_before_settled", params, field ? { [field]: [translate("settlement_before_settled", language, params)] } : undefined);
}
