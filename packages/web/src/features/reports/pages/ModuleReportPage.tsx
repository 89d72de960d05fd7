import { budgetingReports, freightReports, inventoryReports, reportPath, salesReports } from "@neraca/core";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { loadSalesTexts } from "../../../locales/sales";
import { DefinitionReportPage } from "./DefinitionReportPage";

loadSalesTexts();

/** Reports that modules define in core (sales, inventory, freight, budgeting), by their path: each one shown on its definition alone. */
const moduleReportList = [...Object.values(salesReports), ...Object.values(inventoryReports), ...Object.values(freightReports), ...Object.values(budgetingReports)];
const moduleReports = Object.fromEntries(moduleReportList.map((report) => [reportPath(report), report]));

/**
 * A module's report screen (`/report/sales-aging`, `/report/stock-card` …) from its core
 * definition. The spec's query names of the aging-detail screens (`dateUntil`, `contactId`, `tags`)
 * are read into the definition's filters.
 */
export function ModuleReportPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const until = params.get("dateUntil");
    const contact = params.get("contactId");
    const tags = params.get("tags");
    if (!until && !contact && !tags) return;
    const next = new URLSearchParams(params);
    for (const key of ["dateUntil", "contactId", "tags"]) next.delete(key);
    if (until) next.set("date", until);
    if (contact) next.set("contact_ids", contact);
    if (tags) next.set("tag_ids", tags);
    setParams(next, { replace: true });
  }, [params, setParams]);
  const report = moduleReports[pathname.replace(/\/+$/, "")];
  if (!report) return null;
  return <DefinitionReportPage key={report.name} report={report} />;
}
