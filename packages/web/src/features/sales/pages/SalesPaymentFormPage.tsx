import { documentTaxes, formatMoney, money, paymentFigures, salesPaymentBody, salesPaymentSettlement, toBase, withholdingKinds } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Col, DatePicker, Descriptions, Divider, Empty, Form, Input, Row, Select, Space, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyPickList } from "../../../components/EmptyPickList";
import { DocumentScreen } from "../../../components/documents";
import { RateField, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { useBaseCurrency } from "../../../lib/session";
import { useTaxRates } from "../../../lib/tax-rates";
import { type OpenInvoice, paymentApi } from "../api";
import { PaymentDeductions } from "../components/PaymentDeductions";
import { PaymentView } from "../components/PaymentView";

const LIST = "/transactions/sales-payment";

const safe = (value: unknown) => {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,16}(\.\d{1,2})?$/.test(text) ? text : "0";
};

/** The customer's outstanding invoices, each with what this payment settles of it. */
function OpenInvoices({ invoices, loading, amounts, setAmount }: { invoices: OpenInvoice[]; loading: boolean; amounts: Record<string, string>; setAmount: (id: string, amount: string) => void }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const foreign = invoices.some((i) => i.currency !== base);
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      loading={loading}
      dataSource={invoices}
      locale={{ emptyText: t("sales.no_outstanding") }}
      data-testid="payment-invoices"
      columns={[
        { title: t("lifecycle.number"), dataIndex: "number" },
        { title: t("sales.invoice_date"), dataIndex: "invoice_date", render: formatDate },
        { title: t("sales.due_date"), dataIndex: "due_date", render: formatDate },
        ...(foreign ? [{ title: t("currency.currency"), dataIndex: "currency", key: "currency" }] : []),
        { title: t("sales.invoice_amount"), dataIndex: "total", align: "right", render: (v: string) => <Amount value={v} /> },
        { title: t("sales.outstanding_amount"), dataIndex: "outstanding", align: "right", render: (v: string) => <Amount value={v} /> },
        {
          title: t("sales.payment_amount"),
          key: "amount",
          width: 220,
          render: (_: unknown, row, index) => (
            <Space.Compact style={{ width: "100%" }}>
              <MoneyInput value={amounts[row.id] ?? ""} onChange={(value) => setAmount(row.id, value)} data-testid={`payment-amount-${index}`} />
              <Button onClick={() => setAmount(row.id, row.outstanding)} data-testid={`payment-full-${index}`}>
                {t("sales.pay_all")}
              </Button>
            </Space.Compact>
          ),
        },
      ]}
    />
  );
}

/**
 * `/transactions/sales-payment/invoice` and `/detail/:id`: money received from a customer (spec §2,
 * §3): deposit to (a cash or bank account the user is mapped to), receive from, date; for each
 * outstanding invoice its amount, what is outstanding and what this payment settles; deductions the
 * customer cut (PPh 23, bank charges, rounding, discount) and any deposit used. An overpayment becomes
 * the customer's deposit. Saving posts it; a posted one reads as a document with its receipt (kuitansi).
 */
export function SalesPaymentFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const setAmount = (invoiceId: string, amount: string) => setAmounts((current) => ({ ...current, [invoiceId]: amount }));
  const contactId = Form.useWatch("contact_id", form) as string | null | undefined;
  const cashbanks = useQuery({ queryKey: ["lookup", "cashbank-available"], queryFn: paymentApi.cashbanks, enabled: !id });
  const open = useQuery({ queryKey: ["transactions", "sales-payment", "outstanding", contactId], queryFn: () => paymentApi.outstanding(contactId ?? ""), enabled: !id && !!contactId });
  const invoices = open.data?.data ?? [];
  const deposit = open.data?.meta.deposit ?? "0.00";

  // Coming from an invoice: its customer chosen and the invoice paid in full by default.
  const presetInvoice = params.get("invoice_id");
  useEffect(() => {
    const preset = params.get("contact_id");
    if (preset) form.setFieldValue("contact_id", preset);
  }, [params, form]);
  useEffect(() => {
    const invoice = invoices.find((i) => i.id === presetInvoice);
    if (invoice) setAmounts((current) => (current[invoice.id] ? current : { ...current, [invoice.id]: invoice.outstanding }));
  }, [invoices, presetInvoice]);

  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const details = invoices.filter((i) => money(safe(amounts[i.id])).greaterThan(0)).map((i) => ({ invoice_id: i.id, amount: safe(amounts[i.id]) }));
  const deductions = ((watched?.deductions as { amount?: string }[] | undefined) ?? []).map((d) => ({ amount: safe(d?.amount) }));
  const figures = paymentFigures({ received: safe(watched?.received), deposit_used: safe(watched?.deposit_used), details, deductions: deductions as never });
  const short = money(figures.overpayment).isNegative();

  // Its currency: that of the invoices it pays (one), at the booking rate of its date until typed.
  const base = useBaseCurrency();
  const chosen = invoices.filter((i) => money(safe(amounts[i.id])).greaterThan(0));
  const currencies = [...new Set(chosen.map((i) => i.currency))];
  const rate = useDocumentRate(form, { currency: currencies[0] ?? base, base, dateField: "date" });
  const foreign = rate.foreign ? rate.currency : null;
  const inCurrency = (label: string) => (foreign ? `${label} (${foreign})` : label);
  // The realised difference as the server will post it: core's one settlement, on these figures.
  const settlement = (() => {
    if (!foreign || !rate.rate || currencies.length !== 1 || short) return null;
    try {
      return salesPaymentSettlement({
          contactId: "",
          officeId: null,
          tagIds: [],
          description: "",
          cashAccountId: "cash",
          received: safe(watched?.received),
          deductions: deductions.map((d, i) => ({ accountId: `deduction-${i}`, amount: d.amount })),
          depositAccountId: "",
          depositUsed: "0",
          overpayment: "0",
          currency: { currency: foreign, rate: rate.rate, roundingAccountId: "exchange" },
          receivables: chosen.map((i) => ({
            accountId: i.id,
            amount: safe(amounts[i.id]),
            item: { foreign: i.outstanding, base: i.outstanding_base, rate: i.rate ?? "1" },
          })),
        });
    } catch {
      // More than an invoice owes: the server names it.
      return null;
    }
  })();

  // PPh 23 on this payment: the tax's rate on the service DPP of the invoices it starts paying (withheld
  // once, at an invoice's first payment), by core's one tax computation (base fraction, down to the rupiah).
  const rates = useTaxRates();
  const suggestWithholding = (taxId: string): string | null => {
    const rate = rates?.get(taxId);
    if (!rate || !withholdingKinds.includes(rate.kind as never)) return null;
    const bases = invoices
      .filter((i) => money(safe(amounts[i.id])).greaterThan(0) && money(i.outstanding).equals(money(i.total)) && money(i.service_base).greaterThan(0))
      .map((i) => ({ quantity: "1", price: i.service_base, tax_ids: [taxId] }));
    return bases.length > 0 ? documentTaxes(bases, new Map([[taxId, rate]])).withholding : null;
  };

  return (
    <DocumentScreen
      api={paymentApi}
      id={id}
      queryKey={["transactions", "sales-payment"]}
      refresh={[["transactions"]]}
      resource="TxSalesPayment"
      listPath={LIST}
      detailPath={(doc) => `${LIST}/detail/${doc.id}`}
      title={(doc) => (doc ? t("sales.payment_title", { number: doc.number ?? t("lifecycle.no_number") }) : t("sales.add_payment"))}
      trail={[{ title: t("menu.sales") }, { title: <Link to={LIST}>{t("sales.payments")}</Link> }]}
      heading={{
        facts: (doc) => (
          <>
            <Typography.Text>{doc.contact_name}</Typography.Text>
            <Typography.Text type="secondary">· {formatDate(doc.date)}</Typography.Text>
            <Amount value={doc.received} strong />
          </>
        ),
      }}
      deleteTexts={{ confirm: t("sales.delete_payment_confirm"), description: t("sales.delete_payment_text") }}
      actionTestIds={{ delete: "payment-delete" }}
      print={{ label: t("sales.receipt"), testId: "payment-print" }}
      journal={{ link: t("sales.open_journal") }}
      form={{
        instance: form,
        schema: salesPaymentBody,
        // Saving posts it (the server submits a payment on create).
        toBody: (values) => ({ ...values, details }),
        initialValues: { date: today(), received: "", deposit_used: "", deductions: [], tag_ids: [] },
        testId: "payment-form",
        buttons: [{ label: t("sales.save_payment"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <PaymentView payment={doc} />}
      fields={() => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="contact_id" label={t("sales.receive_from")} required>
                <RecordSelect
                  path="master-data/contact"
                  params={{ type: "customer" }}
                  onChange={(value) => {
                    form.setFieldValue("contact_id", value);
                    setAmounts({});
                  }}
                  data-testid="payment-customer"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="cashbank_id" label={t("sales.deposit_to")} required>
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  loading={cashbanks.isPending}
                  options={(cashbanks.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
                  notFoundContent={cashbanks.data?.data.length === 0 ? <EmptyPickList path="master-data/cashbank" /> : undefined}
                  data-testid="payment-cashbank"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={4}>
              <Form.Item name="date" label={t("sales.date")} required {...dateItemProps}>
                <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} data-testid="payment-date" />
              </Form.Item>
            </Col>
            {foreign && (
              <Col xs={12} md={6} lg={4}>
                <RateField state={rate} />
              </Col>
            )}
            <Col xs={12} md={6} lg={4}>
              <Form.Item name="reference" label={t("sales.reference")}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="description" label={t("sales.description")}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t("sales.invoices")}</Divider>
          {contactId ? <OpenInvoices invoices={invoices} loading={open.isFetching} amounts={amounts} setAmount={setAmount} /> : <Empty description={t("sales.pick_customer")} />}
          {currencies.length > 1 && <Alert type="error" showIcon style={{ marginTop: 8 }} title={t("currency.mixed", { currencies: currencies.join(", ") })} data-testid="payment-currency-mixed" />}
          <Divider titlePlacement="start">{t("sales.deductions")}</Divider>
          <PaymentDeductions suggest={suggestWithholding} />
          <Divider />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              {money(deposit).greaterThan(0) && (
                <>
                  <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t("sales.deposit_available", { amount: formatMoney(deposit) })} />
                  <Form.Item name="deposit_used" label={t("sales.deposit_used")}>
                    <MoneyInput data-testid="payment-deposit-used" />
                  </Form.Item>
                </>
              )}
              <Form.Item name="received" label={inCurrency(t("sales.received"))} extra={t("sales.received_hint")} required>
                <MoneyInput data-testid="payment-received" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Descriptions size="small" column={1} bordered data-testid="payment-figures">
                <Descriptions.Item label={t("sales.applied")}>
                  <Amount value={figures.applied} />
                </Descriptions.Item>
                <Descriptions.Item label={t("sales.deduction_total")}>
                  <Amount value={figures.deduction_total} />
                </Descriptions.Item>
                <Descriptions.Item label={short ? t("sales.short") : t("sales.overpayment")}>
                  <Amount value={figures.overpayment} strong />
                </Descriptions.Item>
                {foreign && rate.rate && (
                  <Descriptions.Item label={t("currency.received_base", { base })}>
                    <span data-testid="payment-received-base">
                      <Amount value={toBase(safe(watched?.received), rate.rate)} />
                    </span>
                  </Descriptions.Item>
                )}
                {settlement && (
                  <Descriptions.Item label={`${t("currency.exchange_difference")} (${t(money(settlement.difference).isNegative() ? "currency.loss" : "currency.gain")})`}>
                    <span data-testid="payment-exchange-difference">
                      <Amount value={settlement.difference.replace(/^-/, "")} strong />
                    </span>
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Col>
          </Row>
        </>
      )}
    />
  );
}
