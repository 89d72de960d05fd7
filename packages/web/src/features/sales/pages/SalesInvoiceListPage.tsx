import type { SalesInvoiceResponse, SalesSettlement } from "@neraca/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { oneOf, useAddressFilters } from "../../../lib/address-filters";
import { formatDate } from "../../../lib/dates";
import { invoiceApi } from "../api";
import { CoretaxExport } from "../components/CoretaxExport";
import { SettlementTag } from "../components/SettlementTag";

const settlements = ["all", "open", "unpaid", "partly_paid", "paid"] as const;
type SettlementFilter = (typeof settlements)[number];

/**
 * `/transactions/sales-invoice`: every sales invoice with its state (draft, pending, approved …) and
 * payment (unpaid, partly paid, paid) and what is still owed; filters by status, payment (open: unpaid
 * or partly paid), customer, dates, office, tag and due dates, all kept in the address
 * (`?settlement=open&due_to=…`: the dashboard's receivable aging opens it so). The Coretax export of
 * a period starts here.
 */
export function SalesInvoiceListPage() {
  const { t } = useTranslation();
  const [address, setAddress] = useAddressFilters({ settlement: "all" });
  const settlement = oneOf<SettlementFilter>(address.settlement, settlements, "all");
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
      filters={{ dateRange: true, status: "all", office: true, tag: true, contact: { type: "customer", label: t("sales.customer") }, dueDate: true }}
      extraParams={{ settlement: settlement === "all" ? undefined : settlement }}
      extraFilters={
        <Select<SettlementFilter>
          value={settlement}
          onChange={(value) => setAddress({ settlement: value })}
          style={{ width: 220 }}
          aria-label={t("sales.settlement")}
          data-testid="settlement-filter"
          options={[
            { value: "all", label: t("sales.all_settlements") },
            { value: "open", label: t("sales.open_settlements") },
            ...(["unpaid", "partly_paid", "paid"] as const).map((s) => ({ value: s, label: t(`sales.settlements.${s}`) })),
          ]}
        />
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
