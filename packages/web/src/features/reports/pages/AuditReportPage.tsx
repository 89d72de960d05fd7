import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import { BalancedTag } from "../components/BalancedTag";
import { ReportScreen } from "../components/ReportScreen";
import { ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink, ledgerLinkAt } from "../drill-down";
import { formatReportDate } from "../report-format";
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
          <section>
            <Typography.Title level={5} className="report-statement-title">
              {t("reports.audit.financial_position")}
              <span className="report-statement-period">{t("reports.audit.as_of", { date: formatReportDate(data.financial_position.date, language) })}</span>
            </Typography.Title>
            <ReportTable
              testId="report-table-financial-position"
              rows={financialPositionRows(data.financial_position, t)}
              columns={[
                {
                  key: AUDIT_COLUMN,
                  title: t("reports.columns.amount"),
                  link: (row) => (row.accountIds ? ledgerLinkAt(row.accountIds, data.financial_position.date, dimensions) : undefined),
                },
              ]}
            />
          </section>
          <section>
            <Typography.Title level={5} className="report-statement-title">
              {t("reports.audit.profit_or_loss")}
              <span className="report-statement-period">
                {formatReportDate(data.profit_or_loss.from, language)} – {formatReportDate(data.profit_or_loss.to, language)}
              </span>
            </Typography.Title>
            <ReportTable
              testId="report-table-profit-or-loss"
              rows={profitOrLossRows(data.profit_or_loss, t)}
              columns={[
                {
                  key: AUDIT_COLUMN,
                  title: t("reports.columns.amount"),
                  link: (row) => (row.accountIds ? ledgerLink(row.accountIds, data.profit_or_loss.from, data.profit_or_loss.to, dimensions) : undefined),
                },
              ]}
            />
          </section>
        </div>
      )}
    </ReportScreen>
  );
}
