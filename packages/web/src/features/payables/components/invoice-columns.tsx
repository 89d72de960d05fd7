import type { PurchaseInvoiceResponse } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { api } from "../../../lib/api";
import { invoiceApi, type InvoiceInfo } from "../api";

const INVOICE_DETAIL = "/transactions/purchase-invoice/detail";

/** The invoice a voucher or payment line names: its number (linked), vendor and vendor's number. */
export const invoiceInfoColumns = <L extends Pick<InvoiceInfo, "invoice_id" | "invoice_number" | "contact_name" | "vendor_invoice_number">>(t: TFunction): ColumnsType<L> => [
  {
    title: t("payables.fields.number"),
    dataIndex: "invoice_number",
    key: "invoice_number",
    render: (value: string | null, line) => <Link to={`${INVOICE_DETAIL}/${line.invoice_id}`}>{value ?? "—"}</Link>,
  },
  { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name", render: (value: string | null) => value ?? "—" },
  { title: t("payables.fields.vendor_invoice_number"), dataIndex: "vendor_invoice_number", key: "vendor_invoice_number", render: (value: string | null) => value ?? "—" },
];

/** A money column of a read-only table. */
export const amountColumn = <L,>(title: string, dataIndex: string): ColumnsType<L>[number] => ({
  title,
  dataIndex,
  key: dataIndex,
  align: "right",
  render: (value: string) => <Amount value={value} />,
});

/** An invoice named by id alone (a payment form's line): its number and vendor's number, linked. */
export function InvoiceRef({ id }: { id: string }) {
  const invoice = useQuery({ queryKey: ["transactions", "purchase-invoice", id], queryFn: () => api.get<{ data: PurchaseInvoiceResponse }>(`${invoiceApi.path}/${id}`, { silent: true }), retry: false });
  const data = invoice.data?.data;
  return <Link to={`${INVOICE_DETAIL}/${id}`}>{data ? `${data.number ?? "—"} · ${data.vendor_invoice_number}` : "…"}</Link>;
}
