import { DollarOutlined, PrinterOutlined } from "@ant-design/icons";
import { money, paymentVoucherBody, type PaymentVoucherResponse, type VoucherLineResponse } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Col, Form, Row, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, LinkedDocuments, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { formatDate, today } from "../../../lib/dates";
import { useBaseCurrency } from "../../../lib/session";
import { paymentApi, voucherApi } from "../api";
import { amountColumn, invoiceInfoColumns } from "../components/invoice-columns";
import { OpenInvoices, type PickedLine } from "../components/OpenInvoices";
import { useProblems } from "../components/ProblemList";
import { SettlementTag } from "../components/SettlementTag";
import { DateField, DescriptionField } from "../components/fields";

const LIST = "/transactions/payment-voucher";
const PAY = "/transactions/purchase-payment/payment-per-voucher/add";
const PAYMENTS_SHOWN_MAX = 100;

/** `/transactions/payment-voucher`: vouchers with their approval state and how much of each is paid. */
export function VoucherListPage({ pick = false }: { pick?: boolean }) {
  const { t } = useTranslation();
  return (
    <DocumentListPage<PaymentVoucherResponse>
      title={pick ? t("payables.payments.per_voucher") : t("payables.vouchers.title")}
      subtitle={pick ? t("payables.payments.per_voucher_subtitle") : t("payables.vouchers.subtitle")}
      group={t("menu.payables")}
      trailTitle={t("payables.vouchers.title")}
      add={pick ? [] : [{ to: `${LIST}/invoice`, label: t("payables.vouchers.add"), resource: "TxPaymentVoucher", testId: "voucher-add" }]}
      queryKey={["transactions", "payment-voucher", pick]}
      fetch={voucherApi.list}
      rowPath={(row) => (pick ? `${PAY}/${row.id}` : `${LIST}/detail/${row.id}`)}
      testId="voucher-table"
      filters={{ dateRange: true, status: pick ? "approved" : "all" }}
      columns={[
        documentColumns.date(t("payables.fields.date")),
        documentColumns.number(t("payables.fields.number"), 160),
        { title: t("payables.fields.planned_date"), dataIndex: "planned_date", key: "planned_date", width: 140, render: formatDate },
        { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (v: string | null) => v || "—" },
        documentColumns.amount(t("payables.fields.total"), "total"),
        documentColumns.amount(t("payables.fields.paid"), "paid", { sorter: false, key: "paid" }),
        documentColumns.status(t("payables.fields.status")),
        { title: t("payables.fields.settlement"), dataIndex: "settlement", key: "settlement", render: (v: string) => <SettlementTag value={v} /> },
      ]}
    />
  );
}

/** `/transactions/payment-voucher/invoice`: pick posted, unpaid invoices (any vendors), then make the voucher. */
export function VoucherInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lines, setLines] = useState<PickedLine[]>([]);
  return (
    <>
      <PageHeader
        title={t("payables.vouchers.pick_title")}
        subtitle={t("payables.vouchers.pick_subtitle")}
        trail={[{ title: t("menu.payables") }, { title: <Link to={LIST}>{t("payables.vouchers.title")}</Link> }]}
        actions={
          <Button type="primary" disabled={lines.length === 0} onClick={() => void navigate(`${LIST}/add`, { state: { lines } })} data-testid="voucher-continue">
            {t("payables.vouchers.continue", { count: lines.length })}
          </Button>
        }
      />
      <Card>
        <OpenInvoices value={lines} onChange={setLines} />
      </Card>
    </>
  );
}

/** The payments of an approved voucher, each linked, with what it paid (a payment links its voucher the other way). */
function VoucherPayments({ voucher }: { voucher: PaymentVoucherResponse }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const query = useQuery({
    queryKey: ["transactions", "purchase-payment", "of-voucher", voucher.id],
    queryFn: () => paymentApi.list({ voucher_id: voucher.id, per_page: PAYMENTS_SHOWN_MAX }),
    enabled: ability.can("read", "TxPurchasePayment"),
  });
  const rows = (query.data?.data ?? []).map((payment) => ({
    id: payment.id,
    number: payment.number,
    date: payment.date,
    status: payment.status,
    amount: payment.applied_total,
    path: `/transactions/purchase-payment/detail/${payment.id}`,
  }));
  return (
    <LinkedDocuments
      title={t("payables.vouchers.payments")}
      amountTitle={t("payables.fields.paid")}
      rows={rows}
      loading={query.isPending && query.fetchStatus !== "idle"}
      testId="voucher-payments"
    />
  );
}

/** A voucher as it stands once it can no longer be changed: its invoices, what is paid of each, the payments that paid it. */
function VoucherView({ doc }: { doc: PaymentVoucherResponse }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const foreign = doc.currency !== base;
  return (
    <DocumentView<VoucherLineResponse>
      figures={[
        { label: foreign ? `${t("payables.fields.total")} (${doc.currency})` : t("payables.fields.total"), value: <Amount value={doc.total} />, testId: "figure-total" },
        ...(foreign ? [{ label: t("currency.total_base", { base }), value: <Amount value={doc.total_base} />, testId: "figure-total-base" }] : []),
        ...(doc.status === "approved"
          ? [
              { label: t("payables.fields.paid"), value: <Amount value={doc.paid} />, testId: "figure-paid" },
              { label: t("payables.fields.outstanding"), value: <Amount value={money(doc.total).minus(money(doc.paid)).toFixed(2)} />, testId: "figure-outstanding" },
            ]
          : []),
        { label: t("payables.fields.planned_date"), value: formatDate(doc.planned_date), testId: "figure-planned-date" },
      ]}
      facts={[
        { label: t("payables.fields.date"), value: formatDate(doc.date) },
        { label: t("payables.fields.planned_date"), value: formatDate(doc.planned_date) },
        { label: t("payables.fields.cashbank"), value: <RecordLabel path="master-data/cashbank" id={doc.cashbank_id} /> },
        { label: t("fields.description"), value: doc.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("payables.vouchers.invoices"),
        rows: doc.lines,
        testId: "voucher-lines",
        columns: [
          ...invoiceInfoColumns<VoucherLineResponse>(t),
          { title: t("payables.fields.due_date"), dataIndex: "due_date", key: "due_date", render: (v: string | null) => (v ? formatDate(v) : "—") },
          amountColumn(t("payables.fields.to_pay"), "amount"),
          amountColumn(t("payables.fields.paid"), "paid_amount"),
        ],
      }}
      totals={[
        { label: t("payables.fields.total"), value: <Amount value={doc.total} strong /> },
        { label: t("payables.fields.paid"), value: <Amount value={doc.paid} /> },
      ]}
    >
      {doc.status === "approved" && <VoucherPayments voucher={doc} />}
    </DocumentView>
  );
}

/**
 * `/transactions/payment-voucher/add` and `/detail/:id`: the invoices to pay with their amounts and
 * a planned date; submitted for the `payment_voucher` approval levels its total meets; printed for
 * signatures; paid from Purchase payments → per voucher.
 */
export function VoucherFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ability = useAbility();
  const problems = useProblems();
  const [params] = useSearchParams();
  const picked = (useLocation().state as { lines?: PickedLine[] } | null)?.lines ?? [];
  return (
    <DocumentScreen
      api={voucherApi}
      id={id}
      queryKey={["transactions", "payment-voucher"]}
      refresh={[["transactions"], ["payables"]]}
      resource="TxPaymentVoucher"
      listPath={LIST}
      detailPath={(doc) => `${LIST}/detail/${doc.id}`}
      title={(doc) => (doc ? t("payables.vouchers.detail_title", { number: doc.number ?? "" }) : t("payables.vouchers.add"))}
      trail={[{ title: t("menu.payables") }, { title: <Link to={LIST}>{t("payables.vouchers.title")}</Link> }]}
      heading={{
        testId: "voucher-heading",
        facts: (doc) => (
          <>
            <SettlementTag value={doc.settlement} />
            <Typography.Text strong>{doc.number ?? t("lifecycle.no_number")}</Typography.Text>
            <Amount value={doc.total} strong />
          </>
        ),
      }}
      print={false}
      actions={(doc) => (
        <>
          {doc.status === "approved" && doc.settlement !== "paid" && ability.can("create", "TxPurchasePayment") && (
            <LinkButton type="primary" icon={<DollarOutlined />} to={`${PAY}/${doc.id}`} data-testid="voucher-pay">
              {t("payables.vouchers.pay")}
            </LinkButton>
          )}
          <LinkButton icon={<PrinterOutlined />} to={`${LIST}/report/${doc.id}`} data-testid="voucher-print">
            {t("payables.vouchers.print")}
          </LinkButton>
        </>
      )}
      form={{
        schema: paymentVoucherBody,
        toValues: (doc) => ({ ...doc, lines: doc.lines.map((l) => ({ invoice_id: l.invoice_id, amount: l.amount })) }),
        initialValues: { date: today(), planned_date: params.get("planned") ?? today(), lines: picked },
        submitSavesChanges: true,
        onErrors: problems.take,
        testId: "voucher-form",
        buttons: [{ label: t("payables.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <VoucherView doc={doc} />}
      fields={() => (
        <>
          <Row gutter={16}>
            <Col xs={24} sm={12} lg={6}>
              <DateField name="date" label={t("payables.fields.date")} required />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <DateField name="planned_date" label={t("payables.fields.planned_date")} required />
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item name="cashbank_id" label={t("payables.fields.cashbank")}>
                <RecordSelect path="master-data/cashbank/available" allowClear />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <DescriptionField />
            </Col>
          </Row>
          <Form.Item name="lines" label={t("payables.vouchers.invoices")}>
            <OpenInvoices />
          </Form.Item>
          {problems.view}
        </>
      )}
    />
  );
}
