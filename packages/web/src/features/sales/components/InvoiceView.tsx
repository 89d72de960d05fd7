import type { SalesInvoiceLineResponse, SalesInvoiceResponse } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { DocumentView, LinkedDocuments, RecordLabel } from "../../../components/documents";
import { ReturnsOfInvoice } from "../../../components/documents/ReturnLines";
import { Amount } from "../../../components/ledger/Amount";
import { RateFact } from "../../../components/documents/DocumentCurrency";
import { useAbility } from "../../../lib/ability";
import { useBaseCurrency } from "../../../lib/session";
import { formatDate } from "../../../lib/dates";
import { paymentApi, returnApi } from "../api";
import { useTotalsFacts } from "./InvoiceTotals";

const PAYMENTS_SHOWN_MAX = 100;

/** The payments that settle an approved invoice, each linked, with what it paid of this one. */
function InvoicePayments({ invoice }: { invoice: SalesInvoiceResponse }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const query = useQuery({
    queryKey: ["transactions", "sales-payment", "of", invoice.id],
    queryFn: () => paymentApi.list({ invoice_id: invoice.id, per_page: PAYMENTS_SHOWN_MAX }),
    enabled: ability.can("read", "TxSalesPayment"),
  });
  const rows = (query.data?.data ?? []).map((payment) => ({
    id: payment.id,
    number: payment.number,
    date: payment.date,
    status: payment.status,
    amount: payment.details.find((d) => d.invoice_id === invoice.id)?.amount,
    path: `/transactions/sales-payment/detail/${payment.id}`,
  }));
  return (
    <LinkedDocuments
      title={t("sales.payments_of_invoice")}
      amountTitle={t("sales.payment_amount")}
      rows={rows}
      loading={query.isPending && query.fetchStatus !== "idle"}
      testId="invoice-payments"
    />
  );
}

/** An invoice as it stands once it can no longer be changed: its facts, lines, totals, payments and history. */
export function InvoiceView({ invoice }: { invoice: SalesInvoiceResponse }) {
  const { t } = useTranslation();
  const posted = invoice.settlement !== "not_posted";
  const base = useBaseCurrency();
  const foreign = invoice.currency !== base;
  const totals = useTotalsFacts(posted ? invoice : { ...invoice, paid: undefined, outstanding: undefined, outstanding_base: undefined }, {
    currency: invoice.currency,
    base,
  });
  const inCurrency = (label: string) => (foreign ? `${label} (${invoice.currency})` : label);
  const identity = [t(`sales.buyer_id_types.${invoice.buyer_id_type}`), invoice.buyer_id_number].filter(Boolean).join(" · ");
  return (
    <DocumentView<SalesInvoiceLineResponse>
      figures={[
        { label: inCurrency(t("sales.total")), value: <Amount value={invoice.total} />, testId: "figure-total" },
        ...(posted
          ? [
              { label: inCurrency(t("sales.paid")), value: <Amount value={invoice.paid} />, testId: "figure-paid" },
              { label: inCurrency(t("sales.outstanding")), value: <Amount value={invoice.outstanding} />, testId: "figure-outstanding" },
            ]
          : []),
        ...(foreign ? [{ label: t("currency.outstanding_base", { base }), value: <Amount value={posted ? invoice.outstanding_base : invoice.total_base} />, testId: "figure-outstanding-base" }] : []),
        { label: t("sales.due_date"), value: formatDate(invoice.due_date), testId: "figure-due-date" },
      ]}
      facts={[
        { label: t("sales.customer"), value: `${invoice.contact_code} · ${invoice.contact_name}` },
        { label: t("sales.invoice_date"), value: formatDate(invoice.invoice_date) },
        { label: t("sales.due_date"), value: formatDate(invoice.due_date) },
        { label: t("sales.tax_invoice_number"), value: invoice.tax_invoice_number ?? "—" },
        ...(foreign
          ? [
              {
                label: t("currency.rate", { base, currency: invoice.currency }),
                value: <RateFact rate={invoice.rate} date={invoice.rate_date} />,
              },
            ]
          : []),
        ...(invoice.tax_rate
          ? [
              { label: t("currency.tax_rate", { base, currency: invoice.currency }), value: <RateFact rate={invoice.tax_rate} date={invoice.tax_rate_date} kind="tax" /> },
              { label: t("currency.vat_base", { base }), value: <Amount value={invoice.vat_base} />, testId: "invoice-vat-base" },
            ]
          : []),
        { label: t("sales.office"), value: <RecordLabel kind="office" id={invoice.office_id} /> },
        {
          label: t("sales.tags"),
          value: invoice.tag_ids.length ? (
            <Space size={4} wrap>
              {invoice.tag_ids.map((id) => (
                <Tag key={id}>
                  <RecordLabel kind="tag" id={id} />
                </Tag>
              ))}
            </Space>
          ) : (
            "—"
          ),
        },
        { label: t("sales.bill_to"), value: <span className="sales-view-text">{invoice.bill_to ?? "—"}</span> },
        { label: t("sales.buyer_id_type"), value: identity },
        { label: t("sales.buyer_nitku"), value: invoice.buyer_nitku ?? "—" },
        { label: t("sales.notes"), value: <span className="sales-view-text">{invoice.notes ?? "—"}</span>, wide: true },
      ]}
      lines={{
        title: t("sales.lines"),
        rows: invoice.details,
        testId: "invoice-view-lines",
        columns: [
          { title: t("line_items.product"), key: "product", render: (_, line) => line.product_name ?? "—" },
          { title: t("sales.description"), dataIndex: "description", render: (v: string | null) => v ?? "—" },
          { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" },
          { title: t("line_items.unit"), key: "unit", render: (_, line) => <RecordLabel path="master-data/unit" id={line.unit_id} /> },
          { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.discount"), dataIndex: "discount_percent", align: "right", render: (v: string) => (v === "0" ? "—" : v) },
          { title: t("line_items.tax"), key: "tax", render: (_, line) => (line.tax_ids.length ? line.tax_ids.map((id) => <RecordLabel key={id} path="master-data/tax" id={id} />) : "—") },
          { title: t("line_items.amount"), dataIndex: "net", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.account"), key: "account", render: (_, line) => <RecordLabel kind="account" id={line.account_id} /> },
        ],
      }}
      totals={totals}
      totalsStacked
    >
      {posted && <InvoicePayments invoice={invoice} />}
      {posted && (
        <ReturnsOfInvoice
          invoiceId={invoice.id}
          fetch={returnApi.list}
          base="/transactions/sales-return"
          queryKey={["sales", "returns-of"]}
          title={t("sales.returns.of_invoice")}
          amountTitle={t("sales.total")}
        />
      )}
    </DocumentView>
  );
}
