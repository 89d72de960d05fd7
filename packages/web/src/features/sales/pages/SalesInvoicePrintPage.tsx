import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PrintPreviewPage } from "../../../components/PrintPreview";
import { invoiceApi } from "../api";

/** `/transactions/sales-invoice/prints/:id`: the invoice's A4 print (the one layout), previewed, downloadable and printable. */
export function SalesInvoicePrintPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const invoice = useQuery({ queryKey: ["transactions", "sales-invoice", id], queryFn: () => invoiceApi.get(id) });
  const number = invoice.data?.data.number ?? "";
  return (
    <PrintPreviewPage
      source={{ load: () => invoiceApi.print(id), fileName: number.replaceAll("/", "-") || id }}
      title={t("sales.print_title", { number })}
      trail={[{ title: t("menu.sales") }, { title: t("sales.invoices") }, { title: t("sales.print") }]}
      back={`/transactions/sales-invoice/edit/${id}`}
      testIds={{ frame: "invoice-print-frame", download: "invoice-download" }}
    />
  );
}
