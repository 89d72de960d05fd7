import { cashAdvanceReports } from "@neraca/core";
import { DefinitionReportPage } from "../pages/DefinitionReportPage";

/** `/report/cash-advance`: per employee, taken, topped up, realised, refunded, outstanding and for how long. */
export function CashAdvanceReportPage() {
  return <DefinitionReportPage report={cashAdvanceReports["cash-advance"]} />;
}

/** `/report/cash-advance/detail`: each advance's movements with its running balance. */
export function CashAdvanceDetailReportPage() {
  return <DefinitionReportPage report={cashAdvanceReports["cash-advance/detail"]} />;
}
