import type { ReportDefinition as CoreReportDefinition, ReportTableRow } from "@neraca/core";
import { Pagination } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import { DefinitionTable } from "../components/DefinitionTable";
import { ReportScreen } from "../components/ReportScreen";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink } from "../drill-down";
import { dimensionsOf, PER_PAGE_CHOICES, screenDefinitionOf } from "../report-query";

/**
 * A report screen made from nothing but its core definition: filters, export buttons, permission
 * and the table its exports hold. A leaf account's figures (rows carrying `account_id`) drill down
 * to its ledger over the report's period. A page-numbered report (its answer's `meta`) shows its
 * pages under the table. A report that needs its own layout (statements, month columns) keeps a page
 * of its own on the same `ReportScreen`.
 */
export function DefinitionReportPage<R extends CoreReportDefinition>({ report }: { report: R }) {
  const language = useUiLanguage();
  const definition = useMemo(() => screenDefinitionOf(report), [report]);
  const { t } = useTranslation();
  const { filters, params, update, data, screen } = useReportScreen(definition, (d) => report.table(d, {} as never, language).rows.length === 0);
  const meta = (data as { meta?: { page: number; per_page: number; total: number } } | undefined)?.meta;
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
      {data && meta && meta.total > meta.per_page && (
        <div className="report-pagination">
          <Pagination
            current={filters.page}
            pageSize={filters.per_page}
            total={meta.total}
            showSizeChanger
            pageSizeOptions={[...PER_PAGE_CHOICES]}
            onChange={(page, perPage) => update(perPage !== filters.per_page ? { page: 1, per_page: perPage } : { page })}
            showTotal={(total) => t("reports.rows_count", { count: total })}
            size="small"
            data-testid="report-pagination"
          />
        </div>
      )}
    </ReportScreen>
  );
}
