import { payablesReports } from "@neraca/core";
import { DefinitionReportPage } from "./DefinitionReportPage";

/** The purchase reports of payables (issue 13), each made from its core definition. */
export const PurchaseAgingPage = () => <DefinitionReportPage report={payablesReports["purchase/aging"]} />;
export const PurchaseAgingEstimationPage = () => <DefinitionReportPage report={payablesReports["purchase/aging/estimation"]} />;
export const PurchaseAgingDetailPage = () => <DefinitionReportPage report={payablesReports["purchase/aging-detail"]} />;
export const PurchaseInvoiceReportPage = () => <DefinitionReportPage report={payablesReports["purchase/invoice"]} />;
export const PurchaseInvoiceDetailPage = () => <DefinitionReportPage report={payablesReports["purchase/invoice-detail"]} />;
