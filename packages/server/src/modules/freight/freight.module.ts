import type { ServerModule } from "../module.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { registerJobLineBiller } from "../../platform/documents/job-lines.js";
import { purchaseInvoiceDocument } from "../payables/purchase-invoice.document.js";
import { salesInvoiceDocument } from "../sales/sales-invoice.document.js";
import { billedNumberEffect, freightJobLineBiller } from "./billing.js";
import { baccRoutes } from "./bacc.routes.js";
import { baccReportRoutes } from "./bacc.reports.js";
import { baccNettingDocument, invoiceNettingsEffect, NETTING_TYPE, nettingEffect } from "./netting.document.js";
import { registerPayableSettlement } from "../payables/payables.subledger.js";
import { sql } from "drizzle-orm";
import { freightSubledger } from "./freight.subledger.js";
import { freightMasterRoutes } from "./freight-master.routes.js";
import { freightReportRoutes } from "./freight.reports.js";
import { freightRoutes } from "./freight.routes.js";
import { freightWidgetRoutes } from "./freight.widgets.js";

// BACC: sales invoices bill jobs' sell lines and purchase invoices their buy lines, each line once.
registerJobLineBiller(freightJobLineBiller);
registerDocumentEffect(salesInvoiceDocument, billedNumberEffect(salesInvoiceDocument.type));
registerDocumentEffect(purchaseInvoiceDocument, billedNumberEffect(purchaseInvoiceDocument.type));
// Nettings of an agent's receivables and payables: they take from the invoices, and go with them.
registerDocumentEffect(baccNettingDocument, nettingEffect);
registerDocumentEffect(salesInvoiceDocument, invoiceNettingsEffect("ar"));
registerDocumentEffect(purchaseInvoiceDocument, invoiceNettingsEffect("ap"));
registerPayableSettlement({
  sourceType: NETTING_TYPE,
  lines: (companyId) => sql`SELECT l.invoice_id, l.amount, l.base FROM bacc_netting_lines l
    JOIN documents nd ON nd.company_id = l.company_id AND nd.id = l.netting_id AND nd.status = 'approved'
    WHERE l.company_id = ${companyId} AND l.side = 'ap'`,
});

/** Freight forwarding, CH (DESIGN §9, issue 30): charge codes, rate cards, jobs, generation, accruals, monitors and reports. */
export const freightModule: ServerModule = { name: "freight", plugins: [freightMasterRoutes, freightRoutes, baccRoutes, freightReportRoutes, baccReportRoutes, freightWidgetRoutes], subledgers: [freightSubledger] };
