import { DollarOutlined, PlusOutlined, PrinterOutlined } from "@ant-design/icons";
import { type DocumentStatus, paymentVoucherBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select, Skeleton, Space, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag, statusFilterOptions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { type PaymentVoucher, type VoucherLine, voucherApi } from "../api";
import { OpenInvoices, type PickedLine } from "../components/OpenInvoices";
import { useProblems } from "../components/ProblemList";
import { SettlementTag } from "../components/SettlementTag";

const LIST = "/transactions/payment-voucher";

/** `/transactions/payment-voucher`: vouchers with their approval state and how much of each is paid. */
export function VoucherListPage({ pick = false }: { pick?: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [status, setStatus] = useState<DocumentStatus | "all">(pick ? "approved" : "all");
  return (
    <>
      <PageHeader
        title={pick ? t("payables.payments.per_voucher") : t("payables.vouchers.title")}
        subtitle={pick ? t("payables.payments.per_voucher_subtitle") : t("payables.vouchers.subtitle")}
        trail={[{ title: t("menu.payables") }, { title: t("payables.vouchers.title") }]}
        actions={
          !pick &&
          ability.can("create", "TxPaymentVoucher") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${LIST}/invoice`} data-testid="voucher-add">
              {t("payables.vouchers.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<PaymentVoucher>
          queryKey={["transactions", "payment-voucher", pick]}
          fetch={voucherApi.list}
          filters={{ status: status === "all" ? undefined : status }}
          onOpen={(row) => void navigate(pick ? `/transactions/purchase-payment/payment-per-voucher/add/${row.id}` : `${LIST}/detail/${row.id}`)}
          testId="voucher-table"
          toolbar={<Select<DocumentStatus | "all"> value={status} onChange={setStatus} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("payables.fields.status")} />}
          columns={[
            { title: t("payables.fields.date"), dataIndex: "date", key: "date", sorter: true, width: 120, render: formatDate },
            { title: t("payables.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 160, render: (v: string | null) => v ?? "—" },
            { title: t("payables.fields.planned_date"), dataIndex: "planned_date", key: "planned_date", width: 140, render: formatDate },
            { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (v: string | null) => v || "—" },
            { title: t("payables.fields.total"), dataIndex: "total", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.paid"), dataIndex: "paid", key: "paid", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.status"), dataIndex: "status", key: "status", render: (v: PaymentVoucher["status"]) => <DocumentStatusTag status={v} /> },
            { title: t("payables.fields.settlement"), dataIndex: "settlement", key: "settlement", render: (v: string) => <SettlementTag value={v} /> },
          ]}
        />
      </Card>
    </>
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
        trail={[{ title: t("menu.payables") }, { title: t("payables.vouchers.title") }]}
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

function VoucherLinesTable({ lines }: { lines: VoucherLine[] }) {
  const { t } = useTranslation();
  return (
    <Table<VoucherLine>
      size="small"
      rowKey="line_no"
      dataSource={lines}
      pagination={false}
      data-testid="voucher-lines"
      columns={[
        { title: t("payables.fields.number"), dataIndex: "invoice_number", key: "invoice_number" },
        { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name" },
        { title: t("payables.fields.vendor_invoice_number"), dataIndex: "vendor_invoice_number", key: "vendor_invoice_number" },
        { title: t("payables.fields.due_date"), dataIndex: "due_date", key: "due_date", render: formatDate },
        { title: t("payables.fields.to_pay"), dataIndex: "amount", key: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        { title: t("payables.fields.paid"), dataIndex: "paid_amount", key: "paid_amount", align: "right", render: (v: string) => <Amount value={v} /> },
      ]}
    />
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
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const problems = useProblems();
  const [params] = useSearchParams();
  const location = useLocation();
  const picked = (location.state as { lines?: PickedLine[] } | null)?.lines ?? [];
  const [lines, setLines] = useState<PickedLine[]>(picked);
  const query = useQuery({ queryKey: ["transactions", "payment-voucher", id], queryFn: () => voucherApi.get(id ?? ""), enabled: !!id });
  const voucher = query.data?.data;
  useEffect(() => {
    if (!voucher) return;
    form.setFieldsValue({ date: voucher.date, planned_date: voucher.planned_date, cashbank_id: voucher.cashbank_id, description: voucher.description });
    setLines(voucher.lines.map((l) => ({ invoice_id: l.invoice_id, amount: l.amount })));
  }, [voucher, form]);
  const editable = id ? !!voucher?.actions.includes("edit") && ability.can("update", "TxPaymentVoucher") : ability.can("create", "TxPaymentVoucher");
  const stay = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const body = () => problems.validate(form, paymentVoucherBody, { ...form.getFieldsValue(true), lines });
  const save = async () => {
    const values = body();
    if (!values) return;
    try {
      const answer = id && voucher ? await voucherApi.update(id, values, voucher.version) : await voucherApi.create(values);
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(`${LIST}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
      problems.take(error);
    }
  };
  const run = async (current: PaymentVoucher, action: BarAction, note: string | null) => {
    if (action === "submit") {
      const values = editable ? body() : null;
      if (values) await voucherApi.update(current.id, values, current.version);
      return stay((await voucherApi.submit(current.id)).message);
    }
    if (action === "approve") return stay((await voucherApi.approve(current.id, note)).message);
    if (action === "reject") return stay((await voucherApi.reject(current.id, note ?? "")).message);
    if (action === "delete") {
      toast.success((await voucherApi.remove(current.id)).message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      return navigate(LIST);
    }
    return stay((await voucherApi.cancel(current.id, note)).message);
  };
  return (
    <>
      <PageHeader
        title={voucher ? t("payables.vouchers.detail_title", { number: voucher.number ?? "" }) : t("payables.vouchers.add")}
        subtitle={
          voucher && (
            <Space wrap size={8} data-testid="voucher-heading">
              <DocumentStatusTag status={voucher.status} />
              <SettlementTag value={voucher.settlement} />
              <Typography.Text strong>{voucher.number ?? t("lifecycle.no_number")}</Typography.Text>
            </Space>
          )
        }
        trail={[{ title: t("menu.payables") }, { title: t("payables.vouchers.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          voucher && (
            <DocumentActions
              actions={voucher.actions}
              allowed={{ submit: ability.can("create", "TxPaymentVoucher"), delete: ability.can("delete", "TxPaymentVoucher"), cancel: ability.can("delete", "TxPaymentVoucher") }}
              run={(action, note) => run(voucher, action, note)}
              extra={
                <Space wrap>
                  {voucher.status === "approved" && voucher.settlement !== "paid" && ability.can("create", "TxPurchasePayment") && (
                    <LinkButton type="primary" icon={<DollarOutlined />} to={`/transactions/purchase-payment/payment-per-voucher/add/${voucher.id}`} data-testid="voucher-pay">
                      {t("payables.vouchers.pay")}
                    </LinkButton>
                  )}
                  <LinkButton icon={<PrinterOutlined />} to={`${LIST}/report/${voucher.id}`} data-testid="voucher-print">
                    {t("payables.vouchers.print")}
                  </LinkButton>
                </Space>
              }
            />
          )
        }
      />
      {voucher?.status === "pending" && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} />}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={() => void save()} onValuesChange={clearErrorsOnChange(form)} disabled={!editable} initialValues={{ date: today(), planned_date: params.get("planned") ?? today() }} data-testid="voucher-form">
            <Row gutter={16}>
              <Col xs={24} sm={12} lg={6}>
                <Form.Item name="date" label={t("payables.fields.date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <Form.Item name="planned_date" label={t("payables.fields.planned_date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="cashbank_id" label={t("payables.fields.cashbank")}>
                  <RecordSelect path="master-data/cashbank/available" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="description" label={t("fields.description")}>
                  <Input.TextArea rows={1} maxLength={1000} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label={t("payables.vouchers.invoices")}>
              {editable ? <OpenInvoices value={lines} onChange={setLines} /> : <VoucherLinesTable lines={voucher?.lines ?? []} />}
            </Form.Item>
            {problems.view}
            <Space wrap>
              {editable && (
                <Button type="primary" htmlType="submit" data-testid="form-save">
                  {t("payables.save")}
                </Button>
              )}
              <LinkButton to={LIST} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {voucher && <ApprovalPanel approval={voucher.approval} />}
    </>
  );
}
