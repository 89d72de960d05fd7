import { PaperClipOutlined, PlusOutlined, PrinterOutlined } from "@ant-design/icons";
import { type DocumentStatus, purchasePaymentBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select, Skeleton, Space, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { type BarAction, DocumentActions, DocumentStatusTag, statusFilterOptions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";

import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { invoiceApi, type PurchasePayment, paymentApi, voucherApi } from "../api";
import { OpenInvoices, type PickedLine } from "../components/OpenInvoices";
import { useProblems } from "../components/ProblemList";

const LIST = "/transactions/purchase-payment";

/** `/transactions/purchase-payment`: payments made, from which cash or bank, for which invoices. */
export function PaymentListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [status, setStatus] = useState<DocumentStatus | "all">("all");
  return (
    <>
      <PageHeader
        title={t("payables.payments.title")}
        subtitle={t("payables.payments.subtitle")}
        trail={[{ title: t("menu.payables") }, { title: t("payables.payments.title") }]}
        actions={
          ability.can("create", "TxPurchasePayment") && (
            <Space wrap>
              <LinkButton to={`${LIST}/payment-per-voucher/add`} data-testid="payment-per-voucher">
                {t("payables.payments.per_voucher")}
              </LinkButton>
              <LinkButton type="primary" icon={<PlusOutlined />} to={`${LIST}/invoice`} data-testid="payment-add">
                {t("payables.payments.add")}
              </LinkButton>
            </Space>
          )
        }
      />
      <Card>
        <ResourceTable<PurchasePayment>
          queryKey={["transactions", "purchase-payment"]}
          fetch={paymentApi.list}
          filters={{ status: status === "all" ? undefined : status }}
          onOpen={(row) => void navigate(`${LIST}/detail/${row.id}`)}
          testId="payment-table"
          toolbar={<Select<DocumentStatus | "all"> value={status} onChange={setStatus} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("payables.fields.status")} />}
          columns={[
            { title: t("payables.fields.date"), dataIndex: "date", key: "date", sorter: true, width: 120, render: formatDate },
            { title: t("payables.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 160, render: (v: string | null) => v ?? "—" },
            { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name", render: (v: string | null) => v ?? t("payables.payments.several_vendors") },
            { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (v: string | null) => v || "—" },
            { title: t("payables.fields.paid"), dataIndex: "applied_total", key: "applied_total", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.cash_out"), dataIndex: "cash_out", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.status"), dataIndex: "status", key: "status", render: (v: PurchasePayment["status"]) => <DocumentStatusTag status={v} /> },
          ]}
        />
      </Card>
    </>
  );
}

/** `/transactions/purchase-payment/invoice`: posted invoices still owed; pick one vendor's to pay. */
export function PaymentInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [vendor, setVendor] = useState<string | null>(null);
  const [lines, setLines] = useState<PickedLine[]>([]);
  return (
    <>
      <PageHeader
        title={t("payables.payments.pick_title")}
        subtitle={t("payables.payments.pick_subtitle")}
        trail={[{ title: t("menu.payables") }, { title: t("payables.payments.title") }]}
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

interface Deduction {
  key: number;
  kind: "deduction" | "charge";
  account_id: string | null;
  amount: string;
  description: string | null;
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
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const problems = useProblems();
  const detail = location.pathname.includes("/detail/");
  const state = (location.state as { vendor?: string; lines?: PickedLine[] } | null) ?? {};
  const [lines, setLines] = useState<PickedLine[]>(state.lines ?? []);
  const [deductions, setDeductions] = useState<Deduction[]>([]);
  const [saving, setSaving] = useState(false);
  const payment = useQuery({ queryKey: ["transactions", "purchase-payment", id], queryFn: () => paymentApi.get(id ?? ""), enabled: detail && !!id });
  const invoice = useQuery({ queryKey: ["transactions", "purchase-invoice", id], queryFn: () => invoiceApi.get(id ?? ""), enabled: !detail && !perVoucher && !!id });
  const voucher = useQuery({ queryKey: ["transactions", "payment-voucher", id], queryFn: () => voucherApi.get(id ?? ""), enabled: perVoucher && !!id });
  const saved = payment.data?.data;
  const vendor = invoice.data?.data.contact_id ?? state.vendor ?? null;
  useEffect(() => {
    const one = invoice.data?.data;
    if (one) setLines([{ invoice_id: one.id, amount: one.outstanding }]);
  }, [invoice.data]);
  useEffect(() => {
    const v = voucher.data?.data;
    if (!v) return;
    setLines(v.lines.filter((l) => l.amount !== l.paid_amount).map((l) => ({ invoice_id: l.invoice_id, amount: (Number(l.amount) - Number(l.paid_amount)).toFixed(2) })));
    if (v.cashbank_id) form.setFieldValue("cashbank_id", v.cashbank_id);
  }, [voucher.data, form]);
  const voucherOnly = voucher.data?.data.lines.map((l) => l.invoice_id);

  const save = async () => {
    const values = { ...form.getFieldsValue(true), voucher_id: perVoucher ? id : null, lines, deductions: deductions.map(({ key: _key, ...d }) => d) };
    const body = problems.validate(form, purchasePaymentBody, values);
    if (!body) return;
    setSaving(true);
    try {
      const answer = await paymentApi.create(body);
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(`${LIST}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
      problems.take(error);
    } finally {
      setSaving(false);
    }
  };
  const run = async (current: PurchasePayment, action: BarAction, note: string | null) => {
    if (action === "delete") {
      toast.success((await paymentApi.remove(current.id)).message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      return navigate(LIST);
    }
    if (action === "cancel") {
      toast.success((await paymentApi.cancel(current.id, note)).message);
      return queryClient.invalidateQueries({ queryKey: ["transactions"] });
    }
  };

  if (detail) {
    if (!saved) return <Skeleton active />;
    return (
      <>
        <PageHeader
          title={t("payables.payments.detail_title", { number: saved.number ?? "" })}
          subtitle={
            <Space wrap size={8}>
              <DocumentStatusTag status={saved.status} />
              <Typography.Text>{formatDate(saved.date)}</Typography.Text>
            </Space>
          }
          trail={[{ title: t("menu.payables") }, { title: t("payables.payments.title") }, { title: t("common.detail") }]}
          actions={
            <DocumentActions
              actions={saved.actions}
              allowed={{ delete: ability.can("delete", "TxPurchasePayment"), cancel: ability.can("delete", "TxPurchasePayment") }}
              run={(action, note) => run(saved, action, note)}
              extra={
                <Space wrap>
                  <Button icon={<PrinterOutlined />} onClick={() => void paymentApi.print(saved.id).then((f) => window.open(URL.createObjectURL(f.blob)))}>
                    {t("payables.payments.print")}
                  </Button>
                  <LinkButton icon={<PaperClipOutlined />} to={`${LIST}/listImage/${saved.id}`}>
                    {t("payables.payments.files")}
                  </LinkButton>
                </Space>
              }
            />
          }
        />
        <Card>
          {saved.journal_id && (
            <Alert type="success" showIcon style={{ marginBottom: 16 }} title={<Link to={`/transactions/journal/detail/${saved.journal_id}`}>{t("payables.invoices.open_journal")}</Link>} />
          )}
          <Table
            size="small"
            rowKey="line_no"
            pagination={false}
            dataSource={saved.lines}
            data-testid="payment-lines"
            columns={[
              { title: t("payables.fields.number"), dataIndex: "invoice_number", key: "invoice_number" },
              { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name" },
              { title: t("payables.fields.vendor_invoice_number"), dataIndex: "vendor_invoice_number", key: "vendor_invoice_number" },
              { title: t("payables.fields.paid"), dataIndex: "amount", key: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 16 }}>
            {t("payables.fields.paid")}: <Amount value={saved.applied_total} /> · {t("payables.fields.cash_out")}: <Amount value={saved.cash_out} strong />
          </Typography.Paragraph>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={perVoucher ? t("payables.payments.per_voucher_title", { number: voucher.data?.data.number ?? "" }) : t("payables.payments.add")}
        trail={[{ title: t("menu.payables") }, { title: t("payables.payments.title") }, { title: t("common.add") }]}
      />
      <Card>
        <Form form={form} layout="vertical" onFinish={() => void save()} onValuesChange={clearErrorsOnChange(form)} initialValues={{ date: today() }} data-testid="payment-form">
          <Row gutter={16}>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="date" label={t("payables.fields.date")} required {...dateItemProps}>
                <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
              </Form.Item>
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
          <Form.Item label={t("payables.payments.invoices")}>
            <OpenInvoices contactId={perVoucher ? null : vendor} only={perVoucher ? voucherOnly : undefined} value={lines} onChange={setLines} />
          </Form.Item>
          <Typography.Title level={5}>{t("payables.payments.deductions")}</Typography.Title>
          {deductions.map((d, i) => (
            <Row gutter={8} key={d.key} style={{ marginBottom: 8 }}>
              <Col xs={24} md={4}>
                <Select
                  value={d.kind}
                  style={{ width: "100%" }}
                  onChange={(kind) => setDeductions(deductions.map((x, j) => (j === i ? { ...x, kind } : x)))}
                  options={(["deduction", "charge"] as const).map((k) => ({ value: k, label: t(`payables.payments.${k}`) }))}
                />
              </Col>
              <Col xs={24} md={8}>
                <RecordSelect kind="account" value={d.account_id} onChange={(v) => setDeductions(deductions.map((x, j) => (j === i ? { ...x, account_id: (v as string) ?? null } : x)))} style={{ width: "100%" }} />
              </Col>
              <Col xs={24} md={5}>
                <MoneyInput value={d.amount} onChange={(amount) => setDeductions(deductions.map((x, j) => (j === i ? { ...x, amount } : x)))} />
              </Col>
              <Col xs={20} md={5}>
                <Input value={d.description ?? ""} placeholder={t("fields.description")} onChange={(e) => setDeductions(deductions.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)))} />
              </Col>
              <Col xs={4} md={2}>
                <Button danger onClick={() => setDeductions(deductions.filter((_, j) => j !== i))}>
                  ×
                </Button>
              </Col>
            </Row>
          ))}
          <Button onClick={() => setDeductions([...deductions, { key: Date.now(), kind: "deduction", account_id: null, amount: "", description: null }])} style={{ marginBottom: 16 }}>
            {t("payables.payments.add_deduction")}
          </Button>
          {problems.view}
          <Space wrap style={{ display: "flex" }}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="payment-save">
              {t("payables.payments.save")}
            </Button>
            <LinkButton to={LIST}>{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}


