import type { FormPaymentKind } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { formApi, formPaths, invoiceApi, journalPrint, paymentApi, voucherApi } from "../api";
import { PrintPreviewPage } from "../../../components/PrintPreview";

const INVOICES = "/transactions/purchase-invoice";

/** `/transactions/purchase-invoice/prints/:id`: the invoice on the A4 layout. */
export function InvoicePrintPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  return <PrintPreviewPage title={t("payables.invoices.print")} source={{ fileName: `purchase-invoice-${id}`, load: () => invoiceApi.print(id) }} back={`${INVOICES}/detail/${id}`} />;
}

/** `/transactions/purchase-invoice/prints-v2/:id`: the AP journal the invoice posted, as a journal voucher. */
export function InvoiceJournalPrintPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  const invoice = useQuery({ queryKey: ["transactions", "purchase-invoice", id], queryFn: () => invoiceApi.get(id) });
  const journalId = invoice.data?.data.journal_id;
  if (!journalId) return <Skeleton active />;
  return <PrintPreviewPage title={t("payables.invoices.print_journal")} source={{ fileName: `ap-journal-${id}`, load: () => journalPrint(journalId) }} back={`${INVOICES}/detail/${id}`} />;
}

/** `/transactions/payment-voucher/report/:id`: the voucher for signatures. */
export function VoucherPrintPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  return <PrintPreviewPage title={t("payables.vouchers.print")} source={{ fileName: `payment-voucher-${id}`, load: () => voucherApi.print(id) }} back={`/transactions/payment-voucher/detail/${id}`} />;
}

/** `/transactions/form-payment/<kind>/report/:id`: the request-for-payment form. */
export function FormPrintPage({ kind }: { kind: FormPaymentKind }) {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  return <PrintPreviewPage title={t(`payables.forms.${kind}.title`)} source={{ fileName: `form-payment-${id}`, load: () => formApi(kind).print(id) }} back={`/${formPaths[kind]}/detail/${id}`} />;
}

/** `…/listImage/:id`: the files attached to an invoice or a payment (receipts, scans, tax invoices). */
function FilesPage({ path, resource, back, title }: { path: string; resource: "TxPurchaseInvoice" | "TxPurchasePayment"; back: string; title: string }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const id = useParams().id ?? "";
  return (
    <>
      <PageHeader title={title} actions={<LinkButton to={`${back}/${id}`}>{t("common.back")}</LinkButton>} />
      <Card>
        <AttachmentsCard documentPath={`${path}/${id}`} canUpload={ability.can("create", resource)} canDelete={ability.can("delete", resource)} />
      </Card>
    </>
  );
}

export function InvoiceFilesPage() {
  const { t } = useTranslation();
  return <FilesPage path={invoiceApi.path} resource="TxPurchaseInvoice" back={`${INVOICES}/detail`} title={t("payables.invoices.files")} />;
}

export function PaymentFilesPage() {
  const { t } = useTranslation();
  return <FilesPage path={paymentApi.path} resource="TxPurchasePayment" back="/transactions/purchase-payment/detail" title={t("payables.payments.files")} />;
}
