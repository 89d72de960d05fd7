import { Link } from "react-router";
import { useUiLanguage } from "../../../lib/i18n";
import { formatReportAmount, isZeroAmount } from "../report-format";

/**
 * A figure of a report: right-aligned tabular digits, negatives in parentheses, a link to the
 * ledger lines behind it when there are any. Zero shows as a quiet dash unless `showZero`.
 */
export function ReportAmount({ value, to, strong = false, showZero = false }: { value: string | null | undefined; to?: string; strong?: boolean; showZero?: boolean }) {
  const language = useUiLanguage();
  if (value === null || value === undefined) return null;
  const zero = isZeroAmount(value);
  if (zero && !showZero) return <span className="report-amount report-zero">–</span>;
  const className = ["report-amount", strong ? "report-strong" : "", value.trim().startsWith("-") && !zero ? "report-negative" : ""]
    .filter(Boolean)
    .join(" ");
  const text = formatReportAmount(value, language);
  if (to && !zero) {
    return (
      <Link to={to} className={`${className} report-link`} data-testid="drill-down">
        {text}
      </Link>
    );
  }
  return <span className={className}>{text}</span>;
}
