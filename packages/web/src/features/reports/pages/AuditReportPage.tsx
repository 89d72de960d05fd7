import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import { BalancedTag } from "../components/BalancedTag";
import { ReportScreen } from "../components/ReportScreen";
import { ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink, ledgerLinkAt } from "../drill-down";
import { formatReportDate } from "../report-format";
import type { ReportRow } from "../report-rows";
import { dimensionsOf, reportDefinitions } from "../report-query";
import { AUDIT_COLUMN, financialPositionRows, profitOrLossRows } from "../statement-rows";

const definition = reportDefinitions.audit;

/**
 * /report/audit: the financial statements in the standard grouping, actual figures: financial
 * position at the end of the period, profit or loss over it.
 */
export function AuditReportPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { filters, data, screen } = useReportScreen(definition, (d) => {
    const groups = [
      d.financial_position.current_assets,
      d.financial_position.non_current_assets,
      d.financial_position.current_liabilities,
      d.financial_position.non_current_liabilities,
      d.financial_position.equity,
      d.profit_or_loss.revenue,
      d.profit_or_loss.operating_expenses,
    ];
    return groups.every((g) => g.lines.length === 0);
  });
  const dimensions = dimensionsOf(filters);
  return (
    <ReportScreen
      {...screen}
      status={data && <BalancedTag balanced={data.balanced} />}
    >
      {data && (
        <div className="report-statements">
          <Statement
            title={t("reports.audit.financial_position")}
            period={t("reports.audit.as_of", { date: formatReportDate(data.financial_position.date, language) })}
            testId="report-table-financial-position"
            rows={financialPositionRows(data.financial_position, t)}
            ledger={(accountIds) => ledgerLinkAt(accountIds, data.financial_position.date, dimensions)}
          />
          <Statement
            title={t("reports.audit.profit_or_loss")}
            period={`${formatReportDate(data.profit_or_loss.from, language)} – ${formatReportDate(data.profit_or_loss.to, language)}`}
            testId="report-table-profit-or-loss"
            rows={profitOrLossRows(data.profit_or_loss, t)}
            ledger={(accountIds) => ledgerLink(accountIds, data.profit_or_loss.from, data.profit_or_loss.to, dimensions)}
          />
        </div>
      )}
    </ReportScreen>
  );
}

/** One statement: its title and period, and its rows, an account row's amount linking to its ledger. */
function Statement({
  title,
  period,
  testId,
  rows,
  ledger,
}: {
  title: string;
  period: string;
  testId: string;
  rows: ReportRow[];
  ledger: (accountIds: readonly string[]) => string;
}) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography.Title level={5} className="report-statement-title">
        {title}
        <span className="report-statement-period">{period}</span>
      </Typography.Title>
      <ReportTable
        testId={testId}
        rows={rows}
        columns={[{ key: AUDIT_COLUMN, title: t("reports.columns.amount"), link: (row) => (row.accountIds ? ledger(row.accountIds) : undefined) }]}
      />
    </section>
  );
}
