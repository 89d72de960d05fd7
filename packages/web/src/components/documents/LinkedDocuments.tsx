import type { DocumentStatus } from "@neraca/core";
import { Divider, Table } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/dates";
import { Amount } from "../ledger/Amount";
import { DocumentStatusTag } from "./DocumentStatusTag";

/** One document linked from another: a payment of an invoice, the invoice of an order… */
export interface LinkedDocument {
  id: string;
  /** What it is, when the list holds documents of several kinds (a receipt, an invoice…). */
  kind?: ReactNode;
  number: string | null;
  date: string;
  /** What it means for the document shown (the part of a payment that paid this invoice). */
  amount: string | undefined;
  status?: DocumentStatus;
  /** Where its screen is. */
  path: string;
}

/**
 * The documents that follow from the one shown (its payments, its invoices), each linked to its screen
 * with its date, status and the amount that concerns this one: a document read as a document leads
 * both ways, an invoice to its payments as a payment to its invoices. Of several kinds (an order's
 * receipts, advances and invoices), each row says what it is.
 */
export function LinkedDocuments({
  title,
  rows,
  amountTitle,
  loading = false,
  testId,
}: {
  title: ReactNode;
  rows: readonly LinkedDocument[];
  amountTitle: ReactNode;
  loading?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const kinds = rows.some((row) => row.kind);
  return (
    <>
      <Divider titlePlacement="start">{title}</Divider>
      <Table<LinkedDocument>
        size="small"
        rowKey="id"
        pagination={false}
        loading={loading}
        dataSource={[...rows]}
        scroll={{ x: "max-content" }}
        data-testid={testId}
        columns={[
          ...(kinds ? [{ title: t("document_view.document"), key: "kind", render: (_: unknown, row: LinkedDocument) => row.kind }] : []),
          { title: t("document_view.date"), dataIndex: "date", render: formatDate },
          { title: t("lifecycle.number"), dataIndex: "number", render: (number: string | null, row) => <Link to={row.path}>{number ?? t("lifecycle.no_number")}</Link> },
          { title: t("document_view.status"), dataIndex: "status", render: (status?: DocumentStatus) => (status ? <DocumentStatusTag status={status} /> : "—") },
          { title: amountTitle, dataIndex: "amount", align: "right", render: (amount: string | undefined) => <Amount value={amount} /> },
        ]}
      />
    </>
  );
}
