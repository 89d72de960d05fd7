import { describeBreach, type MatchBreach, type PurchaseInvoiceLineResponse, type PurchaseInvoiceResponse } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DocumentFact, DocumentView, LinkedDocuments, NoteModal, RecordLabel } from "../../../components/documents";
import { ReturnsOfInvoice } from "../../../components/documents/ReturnLines";
import { Amount } from "../../../components/ledger/Amount";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { paymentApi, purchaseReturnApi } from "../api";
import { amountColumn } from "./invoice-columns";
import { RateFact } from "../../../components/documents/DocumentCurrency";
import { useBaseCurrency } from "../../../lib/session";

const PAYMENTS_SHOWN_MAX = 100;

/** The payments of a posted invoice, each linked, with what it paid of this one (a payment lists its invoices the other way). */
function InvoicePayments({ invoice }: { invoice: PurchaseInvoiceResponse }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const query = useQuery({
    queryKey: ["transactions", "purchase-payment", "of", invoice.id],
    queryFn: () => paymentApi.list({ invoice_id: invoice.id, per_page: PAYMENTS_SHOWN_MAX }),
    enabled: ability.can("read", "TxPurchasePayment"),
  });
  const rows = (query.data?.data ?? []).map((payment) => ({
    id: payment.id,
    number: payment.number,
    date: payment.date,
    status: payment.status,
    amount: payment.lines.find((line) => line.invoice_id === invoice.id)?.amount,
    path: `/transactions/purchase-payment/detail/${payment.id}`,
  }));
  return (
    <LinkedDocuments
      title={t("payables.invoice_payments")}
      amountTitle={t("payables.fields.paid")}
      rows={rows}
      loading={query.isPending && query.fetchStatus !== "idle"}
      testId="invoice-payments"
    />
  );
}

/** The purchase order an invoice bills, by its number, linked to its screen. */
function OrderLink({ id }: { id: string }) {
  const order = useQuery({
    queryKey: ["transactions", "purchase-order", "number", id],
    queryFn: () => api.get<{ data: { number: string | null } }>(`transactions/purchase-order/${id}`, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <Link to={`/transactions/purchase-order/detail/${id}`} data-testid="invoice-order-link">
      {order.data?.data.number ?? "…"}
    </Link>
  );
}

type Sums = { dpp: string; vat: string; withholding: string; total: string; payable: string };

/** The totals under the lines while typing (as the server will compute them); a foreign invoice's name its currency and show the payable in base. */
export function Totals({ values, currency }: { values: Sums; currency?: { currency: string; base: string; payableBase: string | null } | null }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: currency ? 6 : 5 }} bordered data-testid="invoice-totals">
      <Descriptions.Item label={t("payables.fields.dpp")}>
        <Amount value={values.dpp} />
      </Descriptions.Item>
      <Descriptions.Item label={t("payables.fields.vat")}>
        <Amount value={values.vat} />
      </Descriptions.Item>
      <Descriptions.Item label={t("payables.fields.withholding")}>
        <Amount value={values.withholding} />
      </Descriptions.Item>
      <Descriptions.Item label={t("payables.fields.total")}>
        <Amount value={values.total} />
      </Descriptions.Item>
      <Descriptions.Item label={currency ? `${t("payables.fields.payable")} (${currency.currency})` : t("payables.fields.payable")}>
        <span data-testid="invoice-payable">
          <Amount value={values.payable} strong />
        </span>
      </Descriptions.Item>
      {currency && (
        <Descriptions.Item label={t("currency.payable_base", { base: currency.base })}>
          <span data-testid="invoice-payable-base">{currency.payableBase ? <Amount value={currency.payableBase} /> : "—"}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** A line's tax by its code (the answer's taxes name them), else by its record. */
const taxLabel = (codes: Map<string, string>, id: string | null) => (id ? (codes.get(id) ?? <RecordLabel path="master-data/tax" id={id} />) : "—");

/** An invoice as it stands once it can no longer be changed: its facts, lines, taxes and what is left to pay. */
export function InvoiceView({ invoice }: { invoice: PurchaseInvoiceResponse }) {
  const { t } = useTranslation();
  const posted = invoice.status === "approved";
  const codes = new Map(invoice.taxes.map((tax) => [tax.tax_id, tax.code]));
  const base = useBaseCurrency();
  const foreign = invoice.currency !== base;
  const inCurrency = (label: string) => (foreign ? `${label} (${invoice.currency})` : label);
  const totals: DocumentFact[] = [
    { label: t("payables.fields.dpp"), value: <Amount value={invoice.dpp} /> },
    { label: t("payables.fields.vat"), value: <Amount value={invoice.vat} /> },
    { label: t("payables.fields.withholding"), value: <Amount value={invoice.withholding} /> },
    { label: t("payables.fields.total"), value: <Amount value={invoice.total} /> },
    ...(Number(invoice.advance_amount) > 0 ? [{ label: t("payables.fields.advances"), value: <Amount value={invoice.advance_amount} /> }] : []),
    { label: inCurrency(t("payables.fields.payable")), value: <Amount value={invoice.payable_amount} strong />, testId: "invoice-payable" },
    ...(posted ? [{ label: inCurrency(t("payables.fields.outstanding")), value: <Amount value={invoice.outstanding} strong />, testId: "invoice-outstanding" }] : []),
    ...(foreign ? [{ label: t("currency.payable_base", { base }), value: <Amount value={invoice.payable_base} />, testId: "invoice-payable-base" }] : []),
  ];
  return (
    <DocumentView<PurchaseInvoiceLineResponse>
      figures={[
        { label: inCurrency(t("payables.fields.payable")), value: <Amount value={invoice.payable_amount} />, testId: "figure-payable" },
        ...(posted ? [{ label: inCurrency(t("payables.fields.outstanding")), value: <Amount value={invoice.outstanding} />, testId: "figure-outstanding" }] : []),
        ...(foreign
          ? [{ label: t("currency.outstanding_base", { base }), value: <Amount value={posted ? invoice.outstanding_base : invoice.payable_base} />, testId: "figure-outstanding-base" }]
          : []),
        { label: t("payables.fields.due_date"), value: formatDate(invoice.due_date), testId: "figure-due-date" },
      ]}
      facts={[
        { label: t("payables.fields.vendor"), value: invoice.contact_name },
        { label: t("payables.fields.vendor_invoice_number"), value: invoice.vendor_invoice_number },
        { label: t("payables.fields.tax_invoice_number"), value: invoice.tax_invoice_number ?? "—" },
        { label: t("payables.fields.date"), value: formatDate(invoice.date) },
        { label: t("payables.fields.due_date"), value: formatDate(invoice.due_date) },
        { label: t("payables.fields.kind"), value: t(`payables.kind.${invoice.kind}`) },
        ...(foreign ? [{ label: t("currency.rate", { base, currency: invoice.currency }), value: <RateFact rate={invoice.rate} date={invoice.rate_date} /> }] : []),
        ...(invoice.tax_rate
          ? [
              { label: t("currency.tax_rate", { base, currency: invoice.currency }), value: <RateFact rate={invoice.tax_rate} date={invoice.tax_rate_date} kind="tax" /> },
              { label: t("currency.vat_base", { base }), value: <Amount value={invoice.vat_base} />, testId: "invoice-vat-base" },
            ]
          : []),
        { label: t("payables.fields.office"), value: invoice.office_id ? <RecordLabel kind="office" id={invoice.office_id} /> : t("payables.fields.head_office") },
        {
          label: t("payables.fields.tags"),
          value: invoice.tag_ids.length ? invoice.tag_ids.map((id) => <Tag key={id}><RecordLabel kind="tag" id={id} /></Tag>) : "—",
        },
        ...(invoice.purchase_order_id ? [{ label: t("payables.fields.purchase_order"), value: <OrderLink id={invoice.purchase_order_id} /> }] : []),
        ...(invoice.cash_advance_id
          ? [{ label: t("payables.kind.cash_advance"), value: <Link to={`/transactions/cash-advance/detail/${invoice.cash_advance_id}`}>{invoice.cash_advance_number ?? "—"}</Link> }]
          : []),
        { label: t("fields.description"), value: invoice.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("payables.fields.lines"),
        rows: invoice.lines,
        testId: "invoice-lines",
        columns: [
          {
            title: t("payables.fields.item"),
            key: "item",
            render: (_, line) => (line.product_id ? <RecordLabel path="master-data/product" id={line.product_id} /> : <RecordLabel kind="account" id={line.account_id} />),
          },
          { title: t("fields.description"), dataIndex: "description", key: "description", render: (v: string | null) => v ?? "—" },
          { title: t("payables.fields.quantity"), dataIndex: "quantity", key: "quantity", align: "right" },
          amountColumn(t("payables.fields.price"), "price"),
          { title: t("payables.fields.discount"), dataIndex: "discount_percent", key: "discount_percent", align: "right", render: (v: string) => `${Number(v)}%` },
          { title: t("payables.fields.vat_tax"), key: "tax", render: (_, line) => taxLabel(codes, line.tax_id) },
          { title: t("payables.fields.withholding_tax"), key: "withholding", render: (_, line) => taxLabel(codes, line.withholding_tax_id) },
          amountColumn(t("payables.fields.amount"), "amount"),
        ],
      }}
      totals={totals}
    >
      {posted && <InvoicePayments invoice={invoice} />}
      {posted && (
        <ReturnsOfInvoice
          invoiceId={invoice.id}
          fetch={purchaseReturnApi.list}
          base="/transactions/purchase-return"
          queryKey={["payables", "returns-of"]}
          title={t("payables.returns.of_invoice")}
          amountTitle={t("payables.returns.total")}
        />
      )}
    </DocumentView>
  );
}

/** The three-way match's breaches of an invoice not yet posted, and the override (another approver, with a note). */
export function MatchAlert({ invoice }: { invoice: PurchaseInvoiceResponse }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const breaches = invoice.match_breaches as MatchBreach[];
  if (breaches.length === 0) return null;
  if (invoice.match_override_note) return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("payables.goods.overridden", { note: invoice.match_override_note })} />;
  const canOverride = invoice.status !== "approved" && invoice.status !== "cancelled" && ability.can("update", "TxApPosting");
  const override = async (note: string) => {
    const answer = await api.post<{ message: string }>(`transactions/purchase-invoice/${invoice.id}/override`, { note });
    toast.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="match-breaches"
        title={t("payables.goods.breaches")}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {breaches.map((breach) => (
              <li key={`${breach.code}-${breach.line}`}>{describeBreach(breach, language)}</li>
            ))}
          </ul>
        }
        action={
          canOverride && (
            <Button size="small" onClick={() => setOpen(true)} data-testid="match-override">
              {t("payables.goods.override")}
            </Button>
          )
        }
      />
      <NoteModal open={open} title={t("payables.goods.override_title")} text={t("payables.goods.override_text")} okText={t("payables.goods.override")} onConfirm={override} onClose={() => setOpen(false)} />
    </>
  );
}
