import { DeleteOutlined, PaperClipOutlined, PlusOutlined } from "@ant-design/icons";
import { apPaymentSettlement, money, purchasePaymentBody, type PurchasePaymentResponse, toBase } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Descriptions, Divider, Form, type FormInstance, Input, Row, Select, Space, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate, today } from "../../../lib/dates";
import { invoiceApi, type InvoiceInfo, paymentApi, voucherApi } from "../api";
import { amountColumn, invoiceInfoColumns } from "../components/invoice-columns";
import { OpenInvoices, type PickedLine, useOpenInvoices } from "../components/OpenInvoices";
import { RateFact, RateField, rateText, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { useBaseCurrency } from "../../../lib/session";
import { useProblems } from "../components/ProblemList";
import { DateField } from "../components/fields";

const LIST = "/transactions/purchase-payment";

/** `/transactions/purchase-payment`: payments made, from which cash or bank, for which invoices. */
export function PaymentListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<PurchasePaymentResponse>
      title={t("payables.payments.title")}
      subtitle={t("payables.payments.subtitle")}
      group={t("menu.payables")}
      add={[
        { to: `${LIST}/payment-per-voucher/add`, label: t("payables.payments.per_voucher"), resource: "TxPurchasePayment", primary: false, testId: "payment-per-voucher" },
        { to: `${LIST}/invoice`, label: t("payables.payments.add"), resource: "TxPurchasePayment", testId: "payment-add" },
      ]}
      queryKey={["transactions", "purchase-payment"]}
      fetch={paymentApi.list}
      rowPath={(row) => `${LIST}/detail/${row.id}`}
      testId="payment-table"
      filters={{ dateRange: true, status: "all" }}
      columns={[
        documentColumns.date(t("payables.fields.date")),
        documentColumns.number(t("payables.fields.number"), 160),
        { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name", render: (v: string | null) => v ?? t("payables.payments.several_vendors") },
        { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (v: string | null) => v || "—" },
        documentColumns.amount(t("payables.fields.paid"), "applied_total", { sorter: false, key: "applied_total" }),
        documentColumns.amount(t("payables.fields.cash_out"), "cash_out"),
        documentColumns.status(t("payables.fields.status")),
      ]}
    />
  );
}

/** `/transactions/purchase-payment/invoice`: posted invoices still owed; pick one vendor's to pay. */
export function PaymentInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // `?contact_id=` (a BACC agent's invoice, an aging row) opens on that vendor's open invoices.
  const [params] = useSearchParams();
  const [vendor, setVendor] = useState<string | null>(params.get("contact_id"));
  const [lines, setLines] = useState<PickedLine[]>([]);
  return (
    <>
      <PageHeader
        title={t("payables.payments.pick_title")}
        subtitle={t("payables.payments.pick_subtitle")}
        trail={[{ title: t("menu.payables") }, { title: <Link to={LIST}>{t("payables.payments.title")}</Link> }]}
        actions={
          <Button type="primary" disabled={!vendor || lines.length === 0} onClick={() => void navigate(`${LIST}/add`, { state: { vendor, lines } })} data-testid="payment-continue">
            {t("payables.payments.continue", { count: lines.length })}
          </Button>
        }
      />
      <Card>
        <Space style={{ marginBottom: 16 }}>
          <RecordSelect
            path="master-data/contact"
            value={vendor}
            onChange={(v) => {
              setVendor((v as string | null) ?? null);
              setLines([]);
            }}
            placeholder={t("payables.fields.vendor_placeholder")}
            style={{ width: 320 }}
            data-testid="payment-vendor"
          />
        </Space>
        {vendor ? <OpenInvoices contactId={vendor} value={lines} onChange={setLines} /> : <Alert type="info" showIcon title={t("payables.payments.pick_vendor")} />}
      </Card>
    </>
  );
}

type Deduction = PurchasePaymentResponse["deductions"][number];

/** A posted payment: where it was paid from, the invoices it paid, its deductions and charges. */
function PaymentView({ doc }: { doc: PurchasePaymentResponse }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const foreign = doc.currency !== base;
  const difference = money(doc.exchange_difference);
  return (
    <DocumentView<InvoiceInfo>
      figures={[
        { label: t("payables.fields.paid"), value: <Amount value={doc.applied_total} />, testId: "figure-paid" },
        { label: t("payables.fields.cash_out"), value: <Amount value={doc.cash_out} />, testId: "figure-cash-out" },
        { label: t("payables.fields.invoices"), value: doc.lines.length, testId: "figure-invoices" },
        { label: t("payables.fields.date"), value: formatDate(doc.date), testId: "figure-date" },
      ]}
      facts={[
        { label: t("payables.fields.date"), value: formatDate(doc.date) },
        { label: t("payables.fields.pay_from"), value: <RecordLabel path="master-data/cashbank" id={doc.cashbank_id} /> },
        { label: t("payables.fields.vendor"), value: doc.contact_name ?? t("payables.payments.several_vendors") },
        ...(foreign
          ? [
              { label: t("currency.currency"), value: doc.currency },
              { label: t("currency.rate", { base, currency: doc.currency }), value: <RateFact rate={doc.rate} date={doc.rate_date} /> },
              {
                label: `${t("currency.exchange_difference")} (${t(difference.isNegative() ? "currency.loss" : "currency.gain")})`,
                value: <Amount value={difference.abs().toFixed(2)} />,
                testId: "payment-exchange-difference",
              },
            ]
          : []),
        ...(doc.voucher_id ? [{ label: t("payables.vouchers.title"), value: <Link to={`/transactions/payment-voucher/detail/${doc.voucher_id}`}>{t("payables.payments.open_voucher")}</Link> }] : []),
        { label: t("payables.fields.office"), value: <RecordLabel kind="office" id={doc.office_id} /> },
        { label: t("fields.description"), value: doc.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("payables.payments.invoices"),
        rows: doc.lines,
        testId: "payment-lines",
        columns: [
          ...invoiceInfoColumns<InvoiceInfo>(t),
          amountColumn(foreign ? `${t("payables.fields.paid")} (${doc.currency})` : t("payables.fields.paid"), "amount"),
          ...(foreign ? [amountColumn<InvoiceInfo>(t("currency.relieved_base", { base }), "base")] : []),
        ],
      }}
      totals={[
        { label: t("payables.fields.paid"), value: <Amount value={doc.applied_total} /> },
        { label: t("payables.fields.cash_out"), value: <Amount value={doc.cash_out} strong />, testId: "payment-cash-out" },
      ]}
    >
      {doc.deductions.length > 0 && (
        <>
          <Divider titlePlacement="start">{t("payables.payments.deductions")}</Divider>
          <Table<Deduction>
            size="small"
            pagination={false}
            rowKey={(d) => `${d.kind}-${d.account_id}-${d.amount}-${d.description ?? ""}`}
            dataSource={doc.deductions}
            columns={[
              { title: t("payables.fields.kind"), dataIndex: "kind", key: "kind", render: (kind: Deduction["kind"]) => t(`payables.payments.${kind}`) },
              { title: t("payables.fields.account"), key: "account", render: (_, d) => <RecordLabel kind="account" id={d.account_id} /> },
              { title: t("fields.description"), dataIndex: "description", key: "description", render: (v: string | null) => v ?? "—" },
              amountColumn(t("payables.fields.amount"), "amount"),
            ]}
          />
        </>
      )}
    </DocumentView>
  );
}

/** Deductions (less leaves the bank) and charges (more leaves it), each on its account. */
function DeductionFields() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t("payables.payments.deductions")}</Typography.Title>
      <Form.List name="deductions">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row gutter={8} key={row.key}>
                <Col xs={24} md={4}>
                  <Form.Item name={[row.name, "kind"]}>
                    <Select options={(["deduction", "charge"] as const).map((k) => ({ value: k, label: t(`payables.payments.${k}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[row.name, "account_id"]}>
                    <RecordSelect kind="account" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={5}>
                  <Form.Item name={[row.name, "amount"]}>
                    <MoneyInput />
                  </Form.Item>
                </Col>
                <Col xs={20} md={5}>
                  <Form.Item name={[row.name, "description"]}>
                    <Input placeholder={t("fields.description")} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Button danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t("common.delete")} />
                </Col>
              </Row>
            ))}
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add({ kind: "deduction", account_id: null, amount: "", description: null })}>
                {t("payables.payments.add_deduction")}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </>
  );
}

/**
 * A payment of foreign invoices (one currency): its rate (the booking rate of its date until typed),
 * what leaves the bank in base and the realised difference as the server will post it — core's one
 * settlement on these figures. Invoices of two currencies are named.
 */
function PaymentCurrency({ form, contactId }: { form: FormInstance; contactId: string | null }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const open = useOpenInvoices(contactId);
  const lines = (Form.useWatch("lines", form) as PickedLine[] | undefined) ?? [];
  const deductions = (Form.useWatch("deductions", form) as { kind?: "deduction" | "charge"; amount?: string }[] | undefined) ?? [];
  const byId = new Map((open.data?.data ?? []).map((i) => [i.id, i]));
  const chosen = lines.flatMap((l) => {
    const invoice = byId.get(l.invoice_id);
    return invoice ? [{ invoice, amount: l.amount }] : [];
  });
  const currencies = [...new Set(chosen.map((c) => c.invoice.currency))];
  const rate = useDocumentRate(form, { currency: currencies[0] ?? base, base, dateField: "date" });
  if (currencies.length > 1) return <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t("currency.mixed", { currencies: currencies.join(", ") })} data-testid="payment-currency-mixed" />;
  if (!rate.foreign) return null;
  const safe = (v: unknown) => (typeof v === "string" && /^\d{1,16}(\.\d{1,2})?$/.test(v) ? v : "0");
  const settlement = (() => {
    if (!rate.rate) return null;
    try {
      return apPaymentSettlement({
        cashAccountId: "cash",
        officeId: null,
        description: null,
        currency: { currency: rate.currency, rate: rate.rate, roundingAccountId: "exchange" },
        applications: chosen.map((c) => ({
          payableAccountId: c.invoice.id,
          contactId: c.invoice.contact_id,
          amount: safe(c.amount),
          description: null,
          item: { foreign: c.invoice.outstanding, base: c.invoice.outstanding_base, rate: c.invoice.rate ?? "1" },
        })),
        deductions: deductions.map((d, i) => ({ kind: d?.kind ?? "deduction", accountId: `deduction-${i}`, amount: safe(d?.amount), description: null })),
      });
    } catch {
      // More than an invoice owes, or nothing: the server names it.
      return null;
    }
  })();
  const cashOut = settlement?.posting.checkedLines().find((l) => l.accountId === "cash");
  const difference = settlement ? money(settlement.difference) : null;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <RateField state={rate} />
      </Col>
      <Col xs={24} lg={18}>
        {settlement && (
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="payment-currency-figures">
            <Descriptions.Item label={t("payables.payments.cash_out_base", { base })}>
              <span data-testid="payment-cash-out-base">{cashOut ? <Amount value={cashOut.credit.toFixed(2)} /> : "—"}</span>
            </Descriptions.Item>
            <Descriptions.Item label={`${t("currency.exchange_difference")} (${t(difference?.isNegative() ? "currency.loss" : "currency.gain")})`}>
              <span data-testid="payment-exchange-difference">
                <Amount value={difference ? difference.abs().toFixed(2) : "0.00"} strong />
              </span>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Col>
    </Row>
  );
}

/**
 * `/transactions/purchase-payment/add` (the invoices picked), `/add/:id` (one invoice),
 * `/payment-per-voucher/add/:id` (what a voucher has left), and `/detail/:id`: the cash or bank
 * account it is paid from (the user's mapped ones), the invoices and amounts, deductions and
 * charges. Saving posts it: Dr payable, Cr bank.
 */
export function PaymentFormPage({ perVoucher = false }: { perVoucher?: boolean }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const [form] = Form.useForm();
  const problems = useProblems();
  const detail = location.pathname.includes("/detail/");
  const state = (location.state as { vendor?: string; lines?: PickedLine[] } | null) ?? {};
  const invoice = useQuery({ queryKey: ["transactions", "purchase-invoice", id], queryFn: () => invoiceApi.get(id ?? ""), enabled: !detail && !perVoucher && !!id });
  const voucher = useQuery({ queryKey: ["transactions", "payment-voucher", id], queryFn: () => voucherApi.get(id ?? ""), enabled: perVoucher && !!id });
  const vendor = invoice.data?.data.contact_id ?? state.vendor ?? null;
  // One invoice starts with its outstanding; a voucher with what each of its lines has left.
  useEffect(() => {
    const one = invoice.data?.data;
    if (one) form.setFieldValue("lines", [{ invoice_id: one.id, amount: one.outstanding }]);
  }, [invoice.data, form]);
  useEffect(() => {
    const v = voucher.data?.data;
    if (!v) return;
    form.setFieldValue(
      "lines",
      v.lines.flatMap((l) => {
        const left = money(l.amount).minus(l.paid_amount);
        return left.isZero() ? [] : [{ invoice_id: l.invoice_id, amount: left.toFixed(2) }];
      }),
    );
    if (v.cashbank_id) form.setFieldValue("cashbank_id", v.cashbank_id);
  }, [voucher.data, form]);
  const voucherOnly = voucher.data?.data.lines.map((l) => l.invoice_id);

  return (
    <DocumentScreen
      api={paymentApi}
      id={detail ? id : undefined}
      queryKey={["transactions", "purchase-payment"]}
      refresh={[["transactions"], ["payables"]]}
      resource="TxPurchasePayment"
      listPath={LIST}
      detailPath={(doc) => `${LIST}/detail/${doc.id}`}
      title={(doc) =>
        doc
          ? t("payables.payments.detail_title", { number: doc.number ?? "" })
          : perVoucher
            ? t("payables.payments.per_voucher_title", { number: voucher.data?.data.number ?? "" })
            : t("payables.payments.add")
      }
      trail={[{ title: t("menu.payables") }, { title: <Link to={LIST}>{t("payables.payments.title")}</Link> }]}
      heading={{
        testId: "payment-heading",
        facts: (doc) => (
          <>
            <Typography.Text>{formatDate(doc.date)}</Typography.Text>
            <Amount value={doc.cash_out} strong />
          </>
        ),
      }}
      print={{ label: t("payables.payments.print") }}
      journal={{ link: t("payables.invoices.open_journal") }}
      actions={(doc) => (
        <LinkButton icon={<PaperClipOutlined />} to={`${LIST}/listImage/${doc.id}`}>
          {t("payables.payments.files")}
        </LinkButton>
      )}
      form={{
        instance: form,
        schema: purchasePaymentBody,
        toBody: (values) => ({ ...values, voucher_id: perVoucher ? id : null, rate: values.rate || null }),
        toValues: (doc) => ({ ...doc, rate: rateText(doc.rate) }),
        initialValues: { date: today(), lines: state.lines ?? [], deductions: [] },
        onErrors: problems.take,
        testId: "payment-form",
        buttons: [{ label: t("payables.payments.save"), primary: true, testId: "payment-save" }],
      }}
      readOnly={(doc) => <PaymentView doc={doc} />}
      fields={() => (
        <>
          <Row gutter={16}>
            <Col xs={24} sm={12} lg={6}>
              <DateField name="date" label={t("payables.fields.date")} required />
            </Col>
            <Col xs={24} sm={12} lg={9}>
              <Form.Item name="cashbank_id" label={t("payables.fields.pay_from")} required>
                <RecordSelect path="master-data/cashbank/available" data-testid="payment-cashbank" />
              </Form.Item>
            </Col>
            <Col xs={24} lg={9}>
              <Form.Item name="description" label={t("fields.description")}>
                <Input maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="lines" label={t("payables.payments.invoices")}>
            <OpenInvoices contactId={perVoucher ? null : vendor} only={perVoucher ? voucherOnly : undefined} />
          </Form.Item>
          <PaymentCurrency form={form} contactId={perVoucher ? null : vendor} />
          <DeductionFields />
          {problems.view}
        </>
      )}
    />
  );
}
