import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { registerInvoiceSource } from "../payables/invoice-sources.js";
import { purchaseInvoiceDocument } from "../payables/purchase-invoice.document.js";
import type { ServerModule } from "../module.js";
import { cashAdvanceInvoiceSource, cashAdvancePayableEffect } from "./ap.source.js";
import { cashAdvanceRoutes } from "./cash-advance.routes.js";
import { pickerRoutes } from "./pickers.routes.js";
import { cashAdvanceSubledger } from "./subledger.js";

// cash-advance-ap: payables posts and pays a realised advance's shortfall as an invoice of kind `cash_advance`.
registerInvoiceSource("cash_advance", cashAdvanceInvoiceSource);
registerDocumentEffect(purchaseInvoiceDocument, cashAdvancePayableEffect);

export const cashAdvanceModule: ServerModule = { name: "cash-advance", plugins: [pickerRoutes, cashAdvanceRoutes], subledgers: [cashAdvanceSubledger] };
