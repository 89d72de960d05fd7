import type { ServerModule } from "../module.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { registerJobLineBiller } from "../../platform/documents/job-lines.js";
import { purchaseInvoiceDocument } from "../payables/purchase-invoice.document.js";
import { salesInvoiceDocument } from "../sales/sales-invoice.document.js";
import { billedNumberEffect, freightJobLineBiller } from "./billing.js";
import { baccRoutes } from "./bacc.routes.js";
import { freightMasterRoutes } from "./freight-master.routes.js";
import { freightReportRoutes } from "./freight.reports.js";
import { freightRoutes } from "./freight.routes.js";
import { freightWidgetRoutes } from "./freight.widgets.js";

// BACC: sales invoices bill jobs' sell lines and purchase invoices their buy lines, each line once.
registerJobLineBiller(freightJobLineBiller);
registerDocumentEffect(salesInvoiceDocument, billedNumberEffect);
registerDocumentEffect(purchaseInvoiceDocument, billedNumberEffect);

/** Freight forwarding, CH (DESIGN §9, issue 30): charge codes, rate cards, jobs, generation, accruals, monitors and reports. */
export const freightModule: ServerModule = { name: "freight", plugins: [freightMasterRoutes, freightRoutes, baccRoutes, freightReportRoutes, freightWidgetRoutes] };
