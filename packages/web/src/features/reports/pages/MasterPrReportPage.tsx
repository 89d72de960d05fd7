import { purchasingReports } from "@neraca/core";
import { DefinitionReportPage } from "./DefinitionReportPage";

/** `/report/master-pr` (procurement, issue 12): requests with their state and amounts, from its core definition. */
export function MasterPrReportPage() {
  return <DefinitionReportPage report={purchasingReports["master-pr"]} />;
}
