import type { SalesInvoiceResponse, SalesSettlement } from "@neraca/core";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { formatDate } from "../../../lib/dates";
import { invoiceApi } from "../api";
import { CoretaxExport } from "../components/CoretaxExport";
import { CustomerFilter } from "../components/CustomerFilter";
import { SettlementTag } from "../components/SettlementTag";

/**
 * `/transactions/sales-invoice`: every sales invoice with its state (draft, pending, approved …) and
 * payment (unpaid, partly paid, paid) and what is still owed; filters by status, payment, customer,
 * dates, office and tag. The Coretax export of a period starts here.
 */
export function SalesInvoiceListPage() {
  const { t } = useTranslation();
  const [settlement, setSettlement] = useState<Exclude<SalesSettlement, "not_posted"> | "all">("all");
  const [contactId, setContactId] = useState<string | null>(null);
  return (
    <DocumentListPage<SalesInvoiceResponse>
      title={t("sales.invoices")}
      subtitle={t("sales.invoices_subtitle")}
      group={t("menu.sales")}
      actions={<CoretaxExport />}
      add={[{ to: "/transactions/sales-invoice/add", label: t("sales.add_invoice"), resource: "TxSalesInvoice", testId: "invoice-add" }]}
      queryKey={["transactions", "sales-invoice"]}
      fetch={invoiceApi.list}
      searchPlaceholder={t("sales.search")}
      rowPath={(row) => `/transactions/sales-invoice/edit/${row.id}`}
      testId="invoice-table"
      filters={{ dateRange: true, status: "all", office: true, tag: true }}
      extraParams={{ settlement: settlement === "all" ? undefined : settlement, contact_id: contactId ?? undefined }}
      extraFilters={
        <>
          <Select<Exclude<SalesSettlement, "not_posted"> | "all">
            value={settlement}
            onChange={setSettlement}
            style={{ width: 180 }}
            aria-label={t("sales.settlement")}
            options={[
              { value: "all", label: t("sales.all_settlements") },
              ...(["unpaid", "partly_paid", "paid"] as const).map((s) => ({ value: s, label: t(`sales.settlements.${s}`) })),
            ]}
          />
          <CustomerFilter value={contactId} onChange={setContactId} />
        </>
      }
      columns={[
        { ...documentColumns.date<SalesInvoiceResponse>(t("sales.invoice_date"), "invoice_date"), key: "date" },
        documentColumns.number(t("lifecycle.number"), 160),
        { title: t("sales.customer"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
        { title: t("sales.due_date"), dataIndex: "due_date", key: "due_date", render: formatDate, width: 120 },
        documentColumns.amount(t("sales.total"), "total"),
        documentColumns.amount(t("sales.outstanding"), "outstanding", { sorter: false, key: "outstanding" }),
        documentColumns.status(t("journals.status")),
        { title: t("sales.settlement"), dataIndex: "settlement", key: "settlement", render: (value: SalesSettlement) => <SettlementTag settlement={value} /> },
      ]}
    />
  );
}
