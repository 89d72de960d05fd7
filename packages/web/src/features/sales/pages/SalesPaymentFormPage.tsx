import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { formatMoney, money, paymentFigures, salesPaymentBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Descriptions, Divider, Empty, Form, Input, Row, Select, Space, Table } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showFieldErrors, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { paymentApi } from "../api";

const LIST = "/transactions/sales-payment";
const deductionKinds = ["withholding", "bank_charge", "rounding", "discount", "other"] as const;

const safe = (value: unknown) => {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,16}(\.\d{1,2})?$/.test(text) ? text : "0";
};

/**
 * `/transactions/sales-payment/invoice`: money received from a customer (spec §2, §3): deposit to (a
 * cash or bank account the user is mapped to), receive from, date; for each outstanding invoice its
 * amount, what is outstanding and what this payment settles; deductions the customer cut (PPh 23,
 * bank charges, rounding, discount) and any deposit used. An overpayment becomes the customer's
 * deposit. Saving posts it.
 */
export function SalesPaymentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const contactId = Form.useWatch("contact_id", form) as string | null | undefined;
  const cashbanks = useQuery({ queryKey: ["lookup", "cashbank-available"], queryFn: paymentApi.cashbanks });
  const open = useQuery({ queryKey: ["transactions", "sales-payment", "outstanding", contactId], queryFn: () => paymentApi.outstanding(contactId ?? ""), enabled: !!contactId });
  const invoices = open.data?.data ?? [];
  const deposit = open.data?.meta.deposit ?? "0.00";

  // Coming from an invoice: its customer chosen and the invoice paid in full by default.
  const presetInvoice = params.get("invoice_id");
  useEffect(() => {
    const preset = params.get("contact_id");
    if (preset) form.setFieldValue("contact_id", preset);
  }, [params, form]);
  useEffect(() => {
    if (!presetInvoice) return;
    const invoice = invoices.find((i) => i.id === presetInvoice);
    if (invoice) setAmounts((current) => (current[invoice.id] ? current : { ...current, [invoice.id]: invoice.outstanding }));
  }, [invoices, presetInvoice]);

  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const details = invoices.filter((i) => money(safe(amounts[i.id])).greaterThan(0)).map((i) => ({ invoice_id: i.id, amount: safe(amounts[i.id]) }));
  const deductions = ((watched?.deductions as { amount?: string }[] | undefined) ?? []).map((d) => ({ amount: safe(d?.amount) }));
  const figures = paymentFigures({ received: safe(watched?.received), deposit_used: safe(watched?.deposit_used), details, deductions: deductions as never });

  const save = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = validateWith(form, salesPaymentBody, { ...values, details }, currentLanguage());
    if (!body) return;
    if (money(figures.overpayment).isNegative()) {
      showFieldErrors(form, { received: [t("sales.short")] });
      return;
    }
    setSaving(true);
    try {
      const answer = await paymentApi.create(body);
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(`${LIST}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={t("sales.add_payment")} trail={[{ title: t("menu.sales") }, { title: t("sales.payments") }, { title: t("common.add") }]} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          onFinish={() => void save()}
          onValuesChange={clearErrorsOnChange(form)}
          initialValues={{ date: today(), received: "", deposit_used: "", deductions: [], tag_ids: [] }}
          data-testid="payment-form"
        >
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
                  data-testid="payment-cashbank"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={4}>
              <Form.Item name="date" label={t("sales.date")} required {...dateItemProps}>
                <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} data-testid="payment-date" />
              </Form.Item>
            </Col>
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
          {!contactId ? (
            <Empty description={t("sales.pick_customer")} />
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              loading={open.isFetching}
              dataSource={invoices}
              locale={{ emptyText: t("sales.no_outstanding") }}
              data-testid="payment-invoices"
              columns={[
                { title: t("lifecycle.number"), dataIndex: "number" },
                { title: t("sales.invoice_date"), dataIndex: "invoice_date", render: formatDate },
                { title: t("sales.due_date"), dataIndex: "due_date", render: formatDate },
                { title: t("sales.invoice_amount"), dataIndex: "total", align: "right", render: (v: string) => <Amount value={v} /> },
                { title: t("sales.outstanding_amount"), dataIndex: "outstanding", align: "right", render: (v: string) => <Amount value={v} /> },
                {
                  title: t("sales.payment_amount"),
                  key: "amount",
                  width: 220,
                  render: (_: unknown, row, index) => (
                    <Space.Compact style={{ width: "100%" }}>
                      <MoneyInput
                        value={amounts[row.id] ?? ""}
                        onChange={(value) => setAmounts((current) => ({ ...current, [row.id]: value }))}
                        data-testid={`payment-amount-${index}`}
                      />
                      <Button onClick={() => setAmounts((current) => ({ ...current, [row.id]: row.outstanding }))} data-testid={`payment-full-${index}`}>
                        {t("sales.pay_all")}
                      </Button>
                    </Space.Compact>
                  ),
                },
              ]}
            />
          )}
          <Divider titlePlacement="start">{t("sales.deductions")}</Divider>
          <Form.List name="deductions">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Row gutter={8} key={field.key} align="bottom" data-testid={`deduction-${index}`}>
                    <Col xs={24} md={5}>
                      <Form.Item name={[field.name, "kind"]} label={t("sales.deduction_kind")} initialValue="withholding">
                        <Select options={deductionKinds.map((k) => ({ value: k, label: t(`sales.deduction_kinds.${k}`) }))} data-testid={`deduction-kind-${index}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={5}>
                      <Form.Item name={[field.name, "tax_id"]} label={t("sales.deduction_tax")}>
                        <RecordSelect path="master-data/tax" data-testid={`deduction-tax-${index}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={5}>
                      <Form.Item name={[field.name, "account_id"]} label={t("sales.deduction_account")} tooltip={t("sales.deduction_account_hint")}>
                        <RecordSelect kind="account" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[field.name, "amount"]} label={t("line_items.amount")}>
                        <MoneyInput data-testid={`deduction-amount-${index}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={10} md={4}>
                      <Form.Item name={[field.name, "reference"]} label={t("sales.deduction_reference")}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={2} md={1}>
                      <Form.Item>
                        <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t("common.delete")} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ kind: "withholding" })} data-testid="deduction-add">
                  {t("sales.add_deduction")}
                </Button>
              </>
            )}
          </Form.List>
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
              <Form.Item name="received" label={t("sales.received")} extra={t("sales.received_hint")} required>
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
                <Descriptions.Item label={money(figures.overpayment).isNegative() ? t("sales.short") : t("sales.overpayment")}>
                  <Amount value={figures.overpayment} strong />
                </Descriptions.Item>
              </Descriptions>
            </Col>
          </Row>
          <Space wrap style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
              {t("sales.save_payment")}
            </Button>
            <LinkButton to={LIST}>{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}
