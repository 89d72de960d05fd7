import { lineDimensions, money } from "@neraca/core";
import { Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentView, RecordLabel } from "../../../../components/documents";
import { Amount } from "../../../../components/ledger/Amount";
import { formatDate } from "../../../../lib/dates";
import type { Draft } from "../api";

type DraftLine = Draft["details"][number];

/** A line's dimensions by name, in core's order: the single ones, then the tags. */
function LineDimensions({ line }: { line: DraftLine }) {
  const picked = lineDimensions.flatMap((d) => [line[d.field]].flat().flatMap((id) => (id ? [{ d, id }] : [])));
  if (picked.length === 0) return null;
  return (
    <Space size={4} wrap className="line-dimension-text">
      {picked.map(({ d, id }) =>
        d.many ? (
          <Tag key={`${d.key}-${id}`}>
            <RecordLabel path={d.path} id={id} />
          </Tag>
        ) : (
          <span key={d.key}>
            <RecordLabel path={d.path} id={id} />
          </span>
        ),
      )}
    </Space>
  );
}

/** A draft journal that can no longer be changed (pending, approved, cancelled): its header, lines, totals and history. */
export function DraftView({ doc }: { doc: Draft }) {
  const { t } = useTranslation();
  const columns: ColumnsType<DraftLine> = [
    { title: "#", key: "line_no", width: 44, render: (_: unknown, __, index) => index + 1 },
    { title: t("lines.account"), key: "account", render: (_: unknown, line) => <RecordLabel kind="account" id={line.account_id} /> },
    { title: t("lines.description"), dataIndex: "description", key: "description", render: (v: string | null) => v || "" },
    { title: t("lines.dimensions"), key: "dimensions", render: (_: unknown, line) => <LineDimensions line={line} /> },
    { title: t("lines.debit"), dataIndex: "debit", key: "debit", align: "right", render: (v: string) => <Amount value={v} blankZero /> },
    { title: t("lines.credit"), dataIndex: "credit", key: "credit", align: "right", render: (v: string) => <Amount value={v} blankZero /> },
  ];
  return (
    <DocumentView
      figures={[
        { label: t("lines.debit"), value: <Amount value={doc.total_debit} />, testId: "figure-debit" },
        { label: t("lines.credit"), value: <Amount value={doc.total_credit} />, testId: "figure-credit" },
        {
          label: doc.balanced ? t("drafts.balance") : t("drafts.unbalanced"),
          value: doc.balanced ? t("drafts.balanced") : <Amount value={money(doc.total_debit).minus(money(doc.total_credit)).abs().toFixed(2)} />,
          testId: "figure-balance",
        },
      ]}
      facts={[
        { label: t("journals.date"), value: formatDate(doc.date) },
        { label: t("journals.number"), value: doc.number ?? t("lifecycle.no_number") },
        { label: t("lines.office"), value: doc.office_id ? <RecordLabel kind="office" id={doc.office_id} /> : t("journals.head_office") },
        { label: t("journals.type"), value: t(`journals.types.${doc.journal_type}`) },
        {
          label: t("drafts.journal"),
          value: doc.journal_id ? <Link to={`/transactions/journal/detail/${doc.journal_id}`}>{t("document_view.open_journal")}</Link> : "—",
          testId: "draft-view-journal",
        },
        { label: t("fields.description"), value: doc.description || "—", wide: true },
      ]}
      lines={{ columns, rows: doc.details, testId: "draft-lines" }}
      totals={[
        { label: t("lines.debit"), value: <Amount value={doc.total_debit} strong /> },
        { label: t("lines.credit"), value: <Amount value={doc.total_credit} strong /> },
        {
          label: t("drafts.balance"),
          value: doc.balanced ? <Tag color="green">{t("drafts.balanced")}</Tag> : <Tag color="orange">{t("drafts.unbalanced")}</Tag>,
        },
      ]}
    />
  );
}
