import type { ReportDefinition as CoreReportDefinition, ReportTableRow } from "@neraca/core";
import { useMemo } from "react";
import { useUiLanguage } from "../../../lib/i18n";
import { DefinitionTable } from "../components/DefinitionTable";
import { ReportScreen } from "../components/ReportScreen";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink } from "../drill-down";
import { dimensionsOf, screenDefinitionOf } from "../report-query";

/**
 * A report screen made from nothing but its core definition: filters, export buttons, permission
 * and the table its exports hold. A leaf account's figures (rows carrying `account_id`) drill down
 * to its ledger over the report's period. A report that needs its own layout (statements, month
 * columns) keeps a page of its own on the same `ReportScreen`.
 */
export function DefinitionReportPage<R extends CoreReportDefinition>({ report }: { report: R }) {
  const language = useUiLanguage();
  const definition = useMemo(() => screenDefinitionOf(report), [report]);
  const { filters, params, data, screen } = useReportScreen(definition, (d) => report.table(d, {} as never, language).rows.length === 0);
  // A row naming its screen (`_path`: a freight job) opens it; a leaf account's figures open its ledger.
  const link = (row: ReportTableRow) =>
    typeof row._path === "string"
      ? row._path
      : typeof row.account_id === "string" && !row._bold && definition.period === "range"
      ? ledgerLink(row.account_id, filters.date_from, filters.date_to, dimensionsOf(filters))
      : undefined;
  return (
    <ReportScreen {...screen}>
      {data && <DefinitionTable report={report} data={data} params={params} link={link} />}
    </ReportScreen>
  );
}
