import type { PurchaseInvoiceBody, PurchaseInvoiceKind } from "@neraca/core";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError } from "../../platform/errors.js";
import type { ContactRow } from "./payables.shared.js";

/**
 * A kind of purchase invoice another module builds (cash-advance-ap: kind `cash_advance`). Payables
 * posts and pays it like any invoice; the module owning it checks the body against what it comes
 * from here, and consumes (or gives back) its own amounts in the posting's transaction through a
 * document effect on purchase invoices (`registerDocumentEffect`, platform/documents/effects.ts).
 */
export interface InvoiceSource {
  /** Checks the body (422 on a field otherwise) and answers the party owed, in place of a vendor. */
  check(ctx: DocumentContext, body: PurchaseInvoiceBody): Promise<ContactRow>;
}

const sources = new Map<PurchaseInvoiceKind, InvoiceSource>();

/** Called once by the module owning the kind, when it is loaded. */
export function registerInvoiceSource(kind: PurchaseInvoiceKind, source: InvoiceSource) {
  sources.set(kind, source);
}

/** The source of a kind (null for payables' own service and goods invoices; 422 when its module is not loaded). */
export function invoiceSourceOf(kind: PurchaseInvoiceKind): InvoiceSource | null {
  if (kind === "service" || kind === "goods") return null;
  const source = sources.get(kind);
  if (!source) throw new AppError(422, "payables_kind_unavailable");
  return source;
}
