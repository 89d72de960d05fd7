import type { SalesPaymentDeductionResponse, SalesPaymentResponse } from "@neraca/core";
import { Divider, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentView, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RateFact } from "../../../components/documents/DocumentCurrency";
import { formatDate } from "../../../lib/dates";
import { useBaseCurrency } from "../../../lib/session";

type PaidInvoice = SalesPaymentResponse["details"][number];

/** A posted customer payment: who paid into which account, the invoices it settles, its deductions and history. */
export function PaymentView({ payment }: { payment: SalesPaymentResponse }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const foreign = payment.currency !== base ? payment.currency : null;
  const inCurrency = (label: string) => (foreign ? `${label} (${foreign})` : label);
  const difference = payment.exchange_difference;
  return (
    <DocumentView<PaidInvoice>
      testId="payment-detail"
      figures={[
        { label: inCurrency(t("sales.received")), value: <Amount value={payment.received} />, testId: "figure-received" },
        { label: inCurrency(t("sales.applied")), value: <Amount value={payment.applied} />, testId: "figure-applied" },
        ...(foreign
          ? [
              {
                label: `${t("currency.exchange_difference")} (${t(difference.startsWith("-") ? "currency.loss" : "currency.gain")}, ${base})`,
                value: <Amount value={difference.replace(/^-/, "")} />,
                testId: "figure-exchange-difference",
              },
            ]
          : []),
        { label: t("sales.date"), value: formatDate(payment.date), testId: "figure-date" },
      ]}
      facts={[
        { label: t("sales.receive_from"), value: payment.contact_name },
        { label: t("sales.deposit_to"), value: payment.cashbank_name },
        { label: t("sales.date"), value: formatDate(payment.date) },
        { label: t("sales.reference"), value: payment.reference ?? "—" },
        ...(foreign
          ? [
              {
                label: t("currency.rate", { base, currency: foreign }),
                value: <RateFact rate={payment.rate} date={payment.rate_date} />,
              },
            ]
          : []),
        { label: t("sales.office"), value: <RecordLabel kind="office" id={payment.office_id} /> },
        { label: t("sales.description"), value: payment.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("sales.invoices"),
        rows: payment.details,
        testId: "payment-view-invoices",
        columns: [
          {
            title: t("sales.invoice"),
            dataIndex: "invoice_number",
            render: (n: string | null, row) => <Link to={`/transactions/sales-invoice/edit/${row.invoice_id}`}>{n ?? "—"}</Link>,
          },
          { title: t("sales.invoice_date"), dataIndex: "invoice_date", render: formatDate },
          { title: t("sales.invoice_amount"), dataIndex: "invoice_total", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("sales.payment_amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
          ...(foreign
            ? [
                { title: t("currency.invoice_rate"), dataIndex: "invoice_rate", align: "right" as const, render: (v: string | null) => <RateFact rate={v} date={null} /> },
                { title: t("currency.relieved_base", { base }), dataIndex: "base", align: "right" as const, render: (v: string | null) => <Amount value={v} /> },
              ]
            : []),
        ],
      }}
      totals={[
        { label: t("sales.received"), value: <Amount value={payment.received} strong /> },
        { label: t("sales.deduction_total"), value: <Amount value={payment.deduction_total} /> },
        { label: t("sales.deposit_used"), value: <Amount value={payment.deposit_used} /> },
        { label: t("sales.applied"), value: <Amount value={payment.applied} /> },
        { label: t("sales.overpayment"), value: <Amount value={payment.overpayment} /> },
      ]}
      totalsStacked
    >
      {payment.deductions.length > 0 && (
        <>
          <Divider titlePlacement="start">{t("sales.deductions")}</Divider>
          <Table<SalesPaymentDeductionResponse>
            size="small"
            rowKey={(row) => `${row.kind}:${row.account_id}:${row.tax_id ?? ""}:${row.reference ?? ""}:${row.amount}`}
            pagination={false}
            dataSource={payment.deductions}
            data-testid="payment-deductions"
            columns={[
              { title: t("sales.deduction_kind"), dataIndex: "kind", render: (kind: SalesPaymentDeductionResponse["kind"]) => t(`sales.deduction_kinds.${kind}`) },
              { title: t("sales.deduction_tax"), dataIndex: "tax_id", render: (id: string | null) => <RecordLabel path="master-data/tax" id={id} /> },
              { title: t("sales.deduction_account"), dataIndex: "account_id", render: (id: string) => <RecordLabel kind="account" id={id} /> },
              { title: t("sales.deduction_reference"), dataIndex: "reference", render: (v: string | null) => v ?? "—" },
              { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
            ]}
          />
        </>
      )}
    </DocumentView>
  );
}
