import { CheckOutlined, DeleteOutlined, DollarOutlined, PrinterOutlined } from "@ant-design/icons";
import { salesInvoiceBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Collapse, DatePicker, Divider, Form, Input, Popconfirm, Row, Select, Skeleton, Space, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag, lastRejection } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { oneKey, RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItem, LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT, dateItemProps, formatDate, formatTime, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { invoiceApi, paymentApi, type SalesInvoice } from "../api";
import { InvoiceTotals, runningTotals, useTaxRates } from "../components/InvoiceTotals";
import { SettlementTag } from "../components/SettlementTag";

const LIST = "/transactions/sales-invoice";
const editPath = (id: string) => `${LIST}/edit/${id}`;

const emptyLine = (): LineItem => ({ product_id: null, description: null, account_id: null, quantity: "1", unit_id: null, price: "", discount_percent: "", tax_id: null });

const lineConfig: LineItemsConfig = {
  columns: [
    {
      key: "product",
      onPick: (record) => ({
        price: (record.selling_price as string | undefined) ?? "",
        unit_id: (record.unit_id as string | null | undefined) ?? null,
        account_id: (record.sales_account_id as string | null | undefined) ?? null,
      }),
    },
    "description",
    "quantity",
    "unit",
    "price",
    "discount",
    "tax",
    "amount",
    "account",
  ],
};

/** The form's values → the API's body (a line's one tax → `tax_ids`). */
function bodyOf(values: Record<string, unknown>) {
  const details = ((values.details as LineItem[] | undefined) ?? []).map(({ tax_id, ...line }) => ({
    ...line,
    tax_ids: typeof tax_id === "string" && tax_id ? [tax_id] : [],
  }));
  return { ...values, details };
}

const toValues = (invoice: SalesInvoice) => ({
  contact_id: invoice.contact_id,
  invoice_date: invoice.invoice_date,
  due_date: invoice.due_date,
  tax_invoice_number: invoice.tax_invoice_number,
  office_id: invoice.office_id,
  bill_to: invoice.bill_to,
  notes: invoice.notes,
  buyer_id_type: invoice.buyer_id_type,
  buyer_id_number: invoice.buyer_id_number,
  buyer_nitku: invoice.buyer_nitku,
  tag_ids: invoice.tag_ids,
  details: invoice.details.map((l) => ({
    product_id: l.product_id,
    description: l.description,
    account_id: l.account_id,
    quantity: l.quantity,
    unit_id: l.unit_id,
    price: l.price,
    discount_percent: l.discount_percent === "0" ? "" : l.discount_percent,
    tax_id: l.tax_ids[0] ?? null,
  })),
});

function StateAlert({ invoice }: { invoice: SalesInvoice }) {
  const { t } = useTranslation();
  const rejection = lastRejection(invoice.approval);
  if (invoice.status === "pending") return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} />;
  if (invoice.status === "rejected" && rejection)
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.rejected_note", { name: rejection.user_name, date: formatTime(rejection.at) })} description={rejection.note} />;
  if (invoice.status === "approved" && invoice.journal_id)
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="invoice-state"
        title={<Link to={`/transactions/journal/detail/${invoice.journal_id}`}>{t("sales.open_journal")}</Link>}
      />
    );
  return null;
}

/** The payments that settle an approved invoice. */
function InvoicePayments({ invoice }: { invoice: SalesInvoice }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const query = useQuery({
    queryKey: ["transactions", "sales-payment", "of", invoice.id],
    queryFn: () => paymentApi.list({ invoice_id: invoice.id, per_page: 100 }),
    enabled: ability.can("read", "TxSalesPayment"),
  });
  const rows = query.data?.data ?? [];
  return (
    <Card title={t("sales.payments_of_invoice")} style={{ marginBottom: 16 }} data-testid="invoice-payments">
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("sales.date"), dataIndex: "date", render: formatDate },
          { title: t("lifecycle.number"), dataIndex: "number", render: (n: string, row) => <Link to={`/transactions/sales-payment/detail/${row.id}`}>{n}</Link> },
          {
            title: t("sales.payment_amount"),
            align: "right",
            render: (_: unknown, row) => <Amount value={row.details.find((d) => d.invoice_id === invoice.id)?.amount} />,
          },
        ]}
      />
    </Card>
  );
}

/**
 * `/transactions/sales-invoice/add` and `/edit/:id`: a sales invoice (spec §2, §3): customer, dates,
 * tax invoice number, lines of products or free text on an account, with PPN computed as DJP does.
 * Approving asks the spec's question ("Approve this invoice ?") and posts the AR journal; deleting
 * asks "Delete this invoice ?" and takes its journal and payments with it.
 */
export function SalesInvoiceFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const rates = useTaxRates();
  const query = useQuery({ queryKey: ["transactions", "sales-invoice", id], queryFn: () => invoiceApi.get(id ?? ""), enabled: !!id });
  const invoice = query.data?.data;
  useEffect(() => {
    if (invoice) form.setFieldsValue(toValues(invoice));
  }, [invoice, form]);
  const editable = id ? !!invoice?.actions.includes("edit") && ability.can("update", "TxSalesInvoice") : ability.can("create", "TxSalesInvoice");
  const lines = (Form.useWatch("details", form) as LineItem[] | undefined) ?? [];
  const running = editable && rates ? runningTotals(lines, rates) : null;

  const refresh = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const checked = () => validateWith(form, salesInvoiceBody, bodyOf(form.getFieldsValue(true)), currentLanguage());
  /** Saves the typed changes (a new invoice is created) and answers the invoice. */
  const persist = async (): Promise<{ message: string; data: SalesInvoice } | null> => {
    const body = checked();
    if (!body) return null;
    try {
      return id && invoice ? await invoiceApi.update(id, body, invoice.version) : await invoiceApi.create(body);
    } catch (error) {
      showServerErrors(form, error);
      throw error;
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      const saved = await persist();
      if (!saved) return;
      toast.success(saved.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      if (!id) await navigate(editPath(saved.data.id), { replace: true });
    } catch {
      // shown under the fields
    } finally {
      setSaving(false);
    }
  };
  /** Approve a draft: save what was typed, then submit (approved and posted at once, or waiting for its levels). */
  const submit = async () => {
    const saved = editable ? (await persist())?.data : invoice;
    if (!saved) return;
    const answer = await invoiceApi.submit(saved.id);
    toast.success(answer.message);
    if (!id) {
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(editPath(saved.id), { replace: true });
    } else await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const run = async (current: SalesInvoice, action: BarAction, note: string | null) => {
    if (action === "submit") return submit();
    if (action === "reject") return refresh((await invoiceApi.reject(current.id, note ?? "")).message);
    return undefined;
  };
  const remove = async (current: SalesInvoice) => {
    const answer = await invoiceApi.remove(current.id);
    toast.success(answer.message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    await navigate(LIST);
  };
  const pickCustomer = (contactId: unknown) => {
    const record = typeof contactId === "string" ? queryClient.getQueryData<{ data: Record<string, unknown> }>(oneKey("master-data/contact", contactId))?.data : undefined;
    if (!record) return;
    const date = (form.getFieldValue("invoice_date") as string | undefined) ?? today();
    const term = Number(record.term_of_payment ?? 0);
    form.setFieldsValue({
      due_date: dayjs(date).add(term, "day").format(DATE_FORMAT),
      bill_to: [record.name, record.address].filter(Boolean).join("\n") || null,
    });
  };

  const canApprove = ability.can("read", "TxSalesInvoice");
  const canDelete = ability.can("delete", "TxSalesInvoice");
  const approveTexts = { label: t("sales.approve"), confirm: t("sales.approve_confirm"), description: t("sales.approve_text") };
  const newInvoice = !id;
  const actionBar = (
    <Space wrap>
      {(invoice || newInvoice) && (
        <DocumentActions
          actions={invoice ? invoice.actions : ability.can("create", "TxSalesInvoice") ? ["submit"] : []}
          allowed={{ submit: ability.can("create", "TxSalesInvoice"), approve: false, delete: false, cancel: false }}
          submit={approveTexts}
          run={(action, note) => (invoice ? run(invoice, action, note) : submit())}
          extra={
            invoice && (
              <>
                {invoice.status === "approved" && (
                  <LinkButton icon={<PrinterOutlined />} to={`${LIST}/prints/${invoice.id}`} data-testid="invoice-print">
                    {t("sales.print")}
                  </LinkButton>
                )}
                {invoice.settlement && invoice.settlement !== "paid" && ability.can("create", "TxSalesPayment") && (
                  <LinkButton icon={<DollarOutlined />} to={`/transactions/sales-payment/invoice?contact_id=${invoice.contact_id}&invoice_id=${invoice.id}`} data-testid="invoice-receive-payment">
                    {t("sales.receive_payment")}
                  </LinkButton>
                )}
                {invoice.actions.includes("approve") && canApprove && (
                  <Popconfirm
                    title={t("sales.approve_confirm")}
                    description={t("sales.approve_text")}
                    okText={t("sales.approve")}
                    cancelText={t("common.cancel")}
                    onConfirm={async () => refresh((await invoiceApi.approve(invoice.id, null)).message).catch(() => undefined)}
                  >
                    <Button type="primary" icon={<CheckOutlined />} data-testid="invoice-approve">
                      {t("sales.approve")}
                    </Button>
                  </Popconfirm>
                )}
                {invoice.actions.includes("delete") && canDelete && (
                  <Popconfirm
                    title={t("sales.delete_confirm")}
                    description={t("sales.delete_text")}
                    okText={t("common.delete")}
                    cancelText={t("common.cancel")}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(invoice).catch(() => undefined)}
                  >
                    <Button danger icon={<DeleteOutlined />} data-testid="invoice-delete">
                      {t("common.delete")}
                    </Button>
                  </Popconfirm>
                )}
              </>
            )
          }
        />
      )}
    </Space>
  );

  return (
    <>
      <PageHeader
        title={invoice ? t("sales.invoice_title", { number: invoice.number ?? t("lifecycle.no_number") }) : t("sales.add_invoice")}
        subtitle={
          invoice && (
            <Space wrap size={8} data-testid="invoice-heading">
              <DocumentStatusTag status={invoice.status} />
              <SettlementTag settlement={invoice.settlement} />
              <Typography.Text>{invoice.contact_name}</Typography.Text>
              {invoice.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: invoice.requested_by_name })}</Typography.Text>}
            </Space>
          )
        }
        trail={[{ title: t("menu.sales") }, { title: t("sales.invoices") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={actionBar}
      />
      {invoice && <StateAlert invoice={invoice} />}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={() => void save()}
            onValuesChange={clearErrorsOnChange(form)}
            disabled={!editable}
            initialValues={{ invoice_date: today(), buyer_id_type: "tin", tag_ids: [], details: [emptyLine()] }}
            data-testid="invoice-form"
          >
            <Row gutter={16}>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="contact_id" label={t("sales.customer")} required>
                  <RecordSelect path="master-data/contact" params={{ type: "customer" }} onSelect={pickCustomer} data-testid="invoice-customer" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="invoice_date" label={t("sales.invoice_date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} data-testid="invoice-date" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="due_date" label={t("sales.due_date")} tooltip={t("sales.due_hint")} {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} data-testid="invoice-due-date" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="tax_invoice_number" label={t("sales.tax_invoice_number")} extra={t("sales.tax_invoice_hint")}>
                  <Input maxLength={25} data-testid="invoice-tax-number" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="office_id" label={t("sales.office")}>
                  <RecordSelect kind="office" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="tag_ids" label={t("sales.tags")}>
                  <RecordSelect kind="tag" multiple />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="bill_to" label={t("sales.bill_to")}>
                  <Input.TextArea rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="notes" label={t("sales.notes")}>
                  <Input.TextArea rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
            </Row>
            <Collapse
              ghost
              items={[
                {
                  key: "coretax",
                  label: t("sales.coretax_identity"),
                  forceRender: true,
                  children: (
                    <Row gutter={16}>
                      <Col xs={24} md={8}>
                        <Form.Item name="buyer_id_type" label={t("sales.buyer_id_type")}>
                          <Select options={(["tin", "nik", "passport", "other"] as const).map((v) => ({ value: v, label: t(`sales.buyer_id_types.${v}`) }))} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item name="buyer_id_number" label={t("sales.buyer_id_number")} extra={t("sales.buyer_id_hint")}>
                          <Input maxLength={30} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item name="buyer_nitku" label={t("sales.buyer_nitku")}>
                          <Input maxLength={30} />
                        </Form.Item>
                      </Col>
                    </Row>
                  ),
                },
              ]}
            />
            <Divider titlePlacement="start">{t("sales.lines")}</Divider>
            <div className="sales-lines">
              <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="invoice-lines" />
            </div>
            <div style={{ marginTop: 16 }}>
              {running && <InvoiceTotals figures={running} />}
              {!running && invoice && (
                <InvoiceTotals
                  figures={invoice.settlement ? invoice : { ...invoice, paid: undefined, outstanding: undefined }}
                />
              )}
            </div>
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
                  {t("sales.save_draft")}
                </Button>
              )}
              <LinkButton to={LIST} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {invoice?.settlement && <InvoicePayments invoice={invoice} />}
      {invoice && <ApprovalPanel approval={invoice.approval} />}
      {invoice && (
        <AttachmentsCard
          documentPath={`transactions/sales-invoice/${invoice.id}`}
          canUpload={ability.can("create", "TxSalesInvoice")}
          canDelete={ability.can("delete", "TxSalesInvoice")}
        />
      )}
    </>
  );
}
