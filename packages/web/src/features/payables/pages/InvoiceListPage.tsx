import type { PurchaseInvoiceResponse } from "@neraca/core";
import { FileExcelOutlined } from "@ant-design/icons";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { type AddAction, documentColumns, DocumentListPage } from "../../../components/documents";
import { LinkButton } from "../../../components/LinkButton";
import { oneOf, useAddressFilters } from "../../../lib/address-filters";
import { formatDate } from "../../../lib/dates";
import { invoiceApi } from "../api";
import { EbupotButton } from "../components/EbupotButton";
import { SettlementTag } from "../components/SettlementTag";
import { ToleranceButton } from "../components/ToleranceButton";

type Mode = "invoice" | "ap" | "outstanding";
const settlements = ["all", "unposted", "open", "paid"] as const;
type Settlement = (typeof settlements)[number];

const titles: Record<Mode, string> = { invoice: "payables.invoices.title", ap: "payables.ap.title", outstanding: "payables.ap.outstanding_title" };
const detailOf: Record<Mode, string> = {
  invoice: "/transactions/purchase-invoice/detail",
  ap: "/transactions/ap-posting/detail",
  outstanding: "/transactions/ap-posting/detail",
};
const firstSettlement: Record<Mode, Settlement> = { invoice: "all", ap: "unposted", outstanding: "open" };

/**
 * `/transactions/purchase-invoice` (every invoice), `/transactions/ap-posting` (what waits to be
 * posted to AP, and what is posted) and `/transactions/ap-posting/outstanding` (posted, not yet paid).
 * The filters are kept in the address (`?settlement=open&due_to=…`: the dashboard's payable aging
 * opens the invoice list so).
 */
export function InvoiceListPage({ mode = "invoice" }: { mode?: Mode }) {
  const { t } = useTranslation();
  const [address, setAddress] = useAddressFilters({ settlement: firstSettlement[mode] });
  const settlement = oneOf<Settlement>(address.settlement, settlements, firstSettlement[mode]);
  const add: AddAction[] =
    mode === "invoice"
      ? [
          { to: "/transactions/purchase-invoice/add", label: t("payables.invoices.add"), resource: "TxPurchaseInvoice", primary: false, testId: "invoice-add-goods" },
          { to: "/transactions/purchase-invoice/invoice-service/add", label: t("payables.invoices.add_service"), resource: "TxPurchaseInvoice", testId: "invoice-add-service" },
        ]
      : mode === "outstanding"
        ? [{ to: "/transactions/purchase-payment/invoice", label: t("payables.payments.pay_invoices"), resource: "TxPurchasePayment", icon: <FileExcelOutlined /> }]
        : [];
  return (
    <DocumentListPage<PurchaseInvoiceResponse>
      title={t(titles[mode])}
      subtitle={t(`${titles[mode]}_subtitle`)}
      group={t("menu.payables")}
      add={add}
      actions={
        mode === "invoice" ? (
          <>
            <ToleranceButton />
            <EbupotButton />
          </>
        ) : (
          <LinkButton to="/transactions/ap-posting/outstanding-payment">{t("payables.ap.outstanding_payment")}</LinkButton>
        )
      }
      queryKey={["transactions", "purchase-invoice", mode]}
      fetch={invoiceApi.list}
      searchPlaceholder={t("payables.invoices.search")}
      rowPath={(row) => `${detailOf[mode]}/${row.id}`}
      testId="invoice-table"
      filters={{ dateRange: true, status: "all", contact: { label: t("payables.fields.vendor") }, office: true, dueDate: true }}
      extraParams={{ settlement: settlement === "all" ? undefined : settlement }}
      extraFilters={
        <Select<Settlement>
          value={settlement}
          onChange={(value) => setAddress({ settlement: value })}
          style={{ width: 190 }}
          aria-label={t("payables.fields.settlement")}
          data-testid="settlement-filter"
          options={settlements.map((value) => ({ value, label: t(`payables.settlement_filter.${value}`) }))}
        />
      }
      columns={[
        documentColumns.date(t("payables.fields.date")),
        documentColumns.number(t("payables.fields.number"), 160),
        { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
        { title: t("payables.fields.vendor_invoice_number"), dataIndex: "vendor_invoice_number", key: "vendor_invoice_number", width: 140 },
        { title: t("payables.fields.due_date"), dataIndex: "due_date", key: "due_date", width: 120, render: formatDate },
        documentColumns.amount(t("payables.fields.payable"), "payable_amount"),
        documentColumns.amount(t("payables.fields.outstanding"), "outstanding", { sorter: false, key: "outstanding" }),
        documentColumns.status(t("payables.fields.status")),
        { title: t("payables.fields.settlement"), dataIndex: "settlement", key: "settlement", render: (v: string) => <SettlementTag value={v} /> },
      ]}
    />
  );
}
