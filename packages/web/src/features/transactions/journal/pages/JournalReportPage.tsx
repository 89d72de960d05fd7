import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Amount } from "../../../../components/ledger/Amount";
import { LinkButton } from "../../../../components/LinkButton";
import { formatDate, formatTime } from "../../../../lib/dates";
import { useSession } from "../../../../lib/session";
import { journalApi } from "../api";
import { DownloadButtons } from "../components/DownloadButtons";

/**
 * `/transactions/journal/detailreport/:id`: the journal voucher as it prints on A4 (the browser's
 * print, or the server's PDF and Excel), with the usual signature boxes.
 */
export function JournalReportPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const session = useSession();
  const query = useQuery({ queryKey: ["transactions", "journal", id], queryFn: () => journalApi.get(id) });
  const journal = query.data?.data;
  const company = session.data?.user.active_company;

  return (
    <>
      <Space wrap className="print-toolbar no-print">
        <LinkButton icon={<ArrowLeftOutlined />} to={`/transactions/journal/detail/${id}`}>
          {t("common.back")}
        </LinkButton>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t("documents.print")}
        </Button>
        {journal && <DownloadButtons id={journal.id} number={journal.number} />}
      </Space>
      <div className="print-sheet" data-testid="journal-sheet">
        {!journal ? (
          <Skeleton active />
        ) : (
          <>
            <header className="print-sheet-header">
              <div>
                <div className="print-company">{company?.name}</div>
                <div className="print-muted">{company?.brand_name}</div>
              </div>
              <div className="print-title">
                <h1>{t("journals.voucher")}</h1>
                <div className="print-number">{journal.number}</div>
              </div>
            </header>
            <dl className="print-facts">
              <dt>{t("journals.date")}</dt>
              <dd>{formatDate(journal.date)}</dd>
              <dt>{t("lines.office")}</dt>
              <dd>{journal.office_name ?? "—"}</dd>
              <dt>{t("journals.type")}</dt>
              <dd>{t(`journals.types.${journal.journal_type}`)}</dd>
              <dt>{t("journals.status")}</dt>
              <dd>{t(`journals.statuses.${journal.status}`)}</dd>
              {journal.reversal_of && (
                <>
                  <dt>{t("journals.reversal_of")}</dt>
                  <dd>{journal.reversal_of.number}</dd>
                </>
              )}
              {journal.reversed_by && (
                <>
                  <dt>{t("journals.reversed_by")}</dt>
                  <dd>{journal.reversed_by.number}</dd>
                </>
              )}
              <dt>{t("fields.description")}</dt>
              <dd className="print-wide">{journal.description || "—"}</dd>
            </dl>
            <div className="print-table-wrap">
            <table className="print-table">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t("lines.account")}</th>
                  <th>{t("lines.description")}</th>
                  <th className="num">{t("lines.debit")}</th>
                  <th className="num">{t("lines.credit")}</th>
                </tr>
              </thead>
              <tbody>
                {journal.details.map((line) => (
                  <tr key={line.line_no}>
                    <td>{line.line_no}</td>
                    <td>
                      <strong>{line.account_code}</strong> {line.account_name}
                      <div className="print-muted">
                        {[line.office_name, line.contact_name, line.work_unit_name, line.activity_name, line.element_name, ...line.tag_names].filter(Boolean).join(" · ")}
                      </div>
                    </td>
                    <td>{line.description}</td>
                    <td className="num">
                      <Amount value={line.debit} blankZero />
                    </td>
                    <td className="num">
                      <Amount value={line.credit} blankZero />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={3} className="num">
                    {t("lines.total")}
                  </td>
                  <td className="num">
                    <Amount value={journal.total_debit} strong />
                  </td>
                  <td className="num">
                    <Amount value={journal.total_credit} strong />
                  </td>
                </tr>
              </tfoot>
            </table>
            </div>
            <div className="print-signatures">
              {(["prepared_by", "checked_by", "approved_by"] as const).map((role) => (
                <div key={role}>
                  <div>{t(`documents.${role}`)}</div>
                  <div className="print-signature-line">{role === "prepared_by" ? journal.posted_by : ""}</div>
                </div>
              ))}
            </div>
            <footer className="print-muted print-footer">
              {t("journals.posted_at")}: {formatTime(journal.posted_at)}
            </footer>
          </>
        )}
      </div>
    </>
  );
}
