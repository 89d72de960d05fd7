import { DeleteOutlined, DollarOutlined, PaperClipOutlined, PrinterOutlined } from "@ant-design/icons";
import { type DocumentTaxRate, describeBreach, documentTaxes, type MatchBreach, type PurchaseInvoiceKind, purchaseInvoiceBody, vatKinds } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Descriptions, Divider, Form, Input, Popconfirm, Row, Select, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag, lastRejection, NoteModal } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { dateItemProps, formatDate, formatTime, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage, useUiLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { invoiceApi, type PurchaseInvoice } from "../api";
import { AdvancesPicker, type OrderLineToInvoice, OrderLinesPicker } from "../components/OrderLinesPicker";
import { SettlementTag } from "../components/SettlementTag";

const LIST = "/transactions/purchase-invoice";
const AP_LIST = "/transactions/ap-posting";

const taxColumns = [{ key: "tax", label: "payables.fields.vat_tax" }, { key: "withholding", label: "payables.fields.withholding_tax" }, "amount"] as const;
/** Service lines name the expense account; goods lines name the product (its purchase account is used). */
const lineConfigs: Record<PurchaseInvoiceKind, LineItemsConfig> = {
  service: { columns: ["account", "description", "quantity", "price", ...taxColumns] },
  goods: {
    columns: [
      { key: "product", onPick: (record) => ({ price: (record.buying_price as string | undefined) ?? undefined }) },
      "description",
      "quantity",
      "price",
      "discount",
      ...taxColumns,
    ],
  },
  // A cash advance's shortfall: one line on the advance's account (made and checked on its own screen).
  cash_advance: { columns: ["account", "description", "quantity", "price"] },
};
const emptyLine = () => ({ product_id: null, account_id: null, description: null, quantity: "1", price: "", discount_percent: "0", tax_id: null, withholding_tax_id: null });

type TaxRecord = { id: string; kind: string; rate: string; base_numerator: number; base_denominator: number };

/** The document's taxes as the server will compute them (core `documentTaxes`), while typing. */
function useTaxes() {
  return useQuery({ queryKey: ["lookup", "master-data/tax", "all"], queryFn: () => api.get<{ data: TaxRecord[] }>("master-data/tax", { params: { per_page: 100 } }), staleTime: 300_000 });
}

function useTotals(lines: Record<string, unknown>[] | undefined) {
  const taxes = useTaxes();
  const rates = new Map<string, DocumentTaxRate>((taxes.data?.data ?? []).map((t) => [t.id, t]));
  const valid = (v: unknown, pattern: RegExp) => (typeof v === "string" && pattern.test(v) ? v : "0");
  try {
    return documentTaxes(
      (lines ?? []).filter(Boolean).map((l) => ({
        quantity: valid(l.quantity, /^\d+(\.\d+)?$/),
        price: valid(l.price, /^\d+(\.\d{1,2})?$/),
        discount_percent: valid(l.discount_percent, /^\d+(\.\d+)?$/),
        tax_ids: [l.tax_id, l.withholding_tax_id].filter((id): id is string => typeof id === "string" && rates.has(id)),
      })),
      rates,
    );
  } catch {
    return null;
  }
}

function Totals({ values }: { values: { dpp: string; vat: string; withholding: string; total: string; payable: string } }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5 }} bordered data-testid="invoice-totals">
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
      <Descriptions.Item label={t("payables.fields.payable")}>
        <span data-testid="invoice-payable">
          <Amount value={values.payable} strong />
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

const toValues = (invoice: PurchaseInvoice) => ({
  kind: invoice.kind,
  cash_advance_id: invoice.cash_advance_id,
  contact_id: invoice.contact_id,
  vendor_invoice_number: invoice.vendor_invoice_number,
  tax_invoice_number: invoice.tax_invoice_number,
  date: invoice.date,
  due_date: invoice.due_date,
  office_id: invoice.office_id,
  description: invoice.description,
  tag_ids: invoice.tag_ids,
  purchase_order_id: invoice.purchase_order_id,
  advances: invoice.advances,
  lines: invoice.lines.map((l) => ({
    product_id: l.product_id,
    account_id: l.account_id,
    description: l.description,
    quantity: l.quantity,
    price: l.price,
    discount_percent: l.discount_percent,
    tax_id: l.tax_id,
    withholding_tax_id: l.withholding_tax_id,
    tax_object_code: l.tax_object_code,
    purchase_order_line_id: l.purchase_order_line_id,
    goods_receipt_line_id: l.goods_receipt_line_id,
  })),
});

/** Where the invoice stands: waiting for its approver, sent back, posted to AP (with its journal), cancelled. */
function StateAlert({ invoice }: { invoice: PurchaseInvoice }) {
  const { t } = useTranslation();
  const rejection = lastRejection(invoice.approval);
  if (invoice.status === "pending") return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} />;
  if (invoice.status === "rejected" && rejection) {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.rejected_note", { name: rejection.user_name, date: formatTime(rejection.at) })} description={rejection.note} />;
  }
  if (invoice.status === "approved" && invoice.journal_id) {
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="invoice-posted"
        title={
          <Space wrap>
            {t("payables.invoices.posted")}
            <Link to={`/transactions/journal/detail/${invoice.journal_id}`}>{t("payables.invoices.open_journal")}</Link>
            <SettlementTag value={invoice.settlement} />
          </Space>
        }
      />
    );
  }
  return null;
}

/** The three-way match's breaches of an invoice not yet posted, and the override (another approver, with a note). */
function MatchAlert({ invoice, onOverride }: { invoice: PurchaseInvoice; onOverride: (note: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const [open, setOpen] = useState(false);
  const breaches = (invoice.match_breaches ?? []) as MatchBreach[];
  if (breaches.length === 0) return null;
  if (invoice.match_override_note) return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("payables.goods.overridden", { note: invoice.match_override_note })} />;
  const canOverride = invoice.status !== "approved" && invoice.status !== "cancelled" && ability.can("update", "TxApPosting");
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
            {breaches.map((b) => (
              <li key={`${b.code}-${b.line}`}>{describeBreach(b, language)}</li>
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
      <NoteModal open={open} title={t("payables.goods.override_title")} text={t("payables.goods.override_text")} okText={t("payables.goods.override")} onConfirm={onOverride} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * `/transactions/purchase-invoice/add` (goods), `/invoice-service/add` (service lines),
 * `/detail/:id`, and `/transactions/ap-posting/detail/:id`: a vendor's bill with its lines and
 * taxes, computed once per document as the server does. Approving it ("Approve this invoice ?")
 * posts the AP journal; deleting it removes its journal and its payments.
 */
export function InvoiceFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const apMode = location.pathname.startsWith(AP_LIST);
  const service = location.pathname.includes("invoice-service");
  const query = useQuery({ queryKey: ["transactions", "purchase-invoice", id], queryFn: () => invoiceApi.get(id ?? ""), enabled: !!id });
  const invoice = query.data?.data;
  useEffect(() => {
    if (invoice) form.setFieldsValue(toValues(invoice));
  }, [invoice, form]);
  // A cash advance's shortfall is made on its own screen; here it is posted, paid or deleted.
  const fromAdvance = invoice?.kind === "cash_advance";
  const editable = id
    ? !!invoice?.actions.includes("edit") && !fromAdvance && ability.can("update", "TxPurchaseInvoice")
    : ability.can("create", "TxPurchaseInvoice");
  const lines = Form.useWatch("lines", form) as Record<string, unknown>[] | undefined;
  const kind = (Form.useWatch("kind", form) as PurchaseInvoiceKind | undefined) ?? (service ? "service" : "goods");
  const typed = useTotals(lines);
  const taxList = useTaxes();
  const vendorId = Form.useWatch("contact_id", form) as string | undefined;
  const advances = (Form.useWatch("advances", form) as { advance_id: string; amount: string }[] | undefined) ?? [];
  /** An order line becomes a goods line: what was received and not yet billed, at the order's price and taxes. */
  const addOrderLine = (line: OrderLineToInvoice) => {
    const kinds = new Map((taxList.data?.data ?? []).map((tax) => [tax.id, tax.kind]));
    const vat = line.tax_ids.find((id) => vatKinds.includes(kinds.get(id) as never)) ?? null;
    const withholding = line.tax_ids.find((id) => kinds.has(id) && !vatKinds.includes(kinds.get(id) as never)) ?? null;
    const current = ((form.getFieldValue("lines") as Record<string, unknown>[] | undefined) ?? []).filter((l) => l.product_id || l.account_id || l.purchase_order_line_id);
    form.setFieldsValue({
      lines: [
        ...current,
        {
          ...emptyLine(),
          product_id: line.product_id,
          description: line.description,
          quantity: line.received_not_invoiced_quantity !== "0" ? line.received_not_invoiced_quantity : line.quantity,
          price: line.price,
          discount_percent: line.discount_percent,
          tax_id: vat,
          withholding_tax_id: withholding,
          purchase_order_line_id: line.order_line_id,
        },
      ],
    });
  };

  const list = apMode ? AP_LIST : LIST;

  const leave = async (message: string, to: string) => {
    toast.success(message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    await navigate(to);
  };
  const stay = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const override = async (note: string) => {
    if (!invoice) return;
    const answer = await api.post<{ message: string }>(`transactions/purchase-invoice/${invoice.id}/override`, { note });
    await stay(answer.message);
  };
  const checked = () => validateWith(form, purchaseInvoiceBody, form.getFieldsValue(true), currentLanguage());
  const save = async () => {
    const body = checked();
    if (!body) return;
    setSaving(true);
    try {
      const answer = id && invoice ? await invoiceApi.update(id, body, invoice.version) : await invoiceApi.create(body);
      await leave(answer.message, `${LIST}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  /** Approving a draft saves what was typed, then submits: posted at once, or waiting for its approvers. */
  const approve = async (current: PurchaseInvoice) => {
    try {
      if (current.status === "pending") return stay((await invoiceApi.approve(current.id, null)).message);
      const body = editable ? checked() : null;
      if (editable && !body) return;
      if (body) await invoiceApi.update(current.id, body, current.version);
      return stay((await invoiceApi.submit(current.id)).message);
    } catch (error) {
      showServerErrors(form, error);
    }
  };
  const run = async (current: PurchaseInvoice, action: BarAction, note: string | null) => {
    if (action === "submit" || action === "approve") return approve(current);
    if (action === "reject") return stay((await invoiceApi.reject(current.id, note ?? "")).message);
    if (action === "delete") return leave((await invoiceApi.remove(current.id)).message, list);
    return stay((await invoiceApi.cancel(current.id, note)).message);
  };
  const approveTexts = { label: t("payables.invoices.approve"), confirm: t("payables.invoices.approve_confirm"), description: t("payables.invoices.approve_text") };
  const canApprove = ability.can("read", "TxApPosting");

  const extra = invoice && (
    <Space wrap>
      {invoice.actions.includes("approve") && canApprove && (
        <Popconfirm title={approveTexts.confirm} description={approveTexts.description} okText={approveTexts.label} cancelText={t("common.cancel")} onConfirm={() => approve(invoice)}>
          <Button type="primary" data-testid="invoice-approve">
            {approveTexts.label}
          </Button>
        </Popconfirm>
      )}
      {invoice.actions.includes("delete") && ability.can("delete", "TxPurchaseInvoice") && (
        <Popconfirm
          title={t("payables.invoices.delete_confirm")}
          description={t("payables.invoices.delete_text")}
          okText={t("common.delete")}
          cancelText={t("common.cancel")}
          okButtonProps={{ danger: true }}
          onConfirm={() => run(invoice, "delete", null).catch(() => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} data-testid="invoice-delete">
            {t("common.delete")}
          </Button>
        </Popconfirm>
      )}
      {invoice.settlement !== "paid" && invoice.status === "approved" && ability.can("create", "TxPurchasePayment") && (
        <LinkButton icon={<DollarOutlined />} to={`/transactions/purchase-payment/add/${invoice.id}`} data-testid="invoice-pay">
          {t("payables.invoices.pay")}
        </LinkButton>
      )}
      <LinkButton icon={<PrinterOutlined />} to={`${LIST}/prints/${invoice.id}`} data-testid="invoice-print">
        {t("payables.invoices.print")}
      </LinkButton>
      {invoice.journal_id && (
        <LinkButton icon={<PrinterOutlined />} to={`${LIST}/prints-v2/${invoice.id}`}>
          {t("payables.invoices.print_journal")}
        </LinkButton>
      )}
      <LinkButton icon={<PaperClipOutlined />} to={`${LIST}/listImage/${invoice.id}`}>
        {t("payables.invoices.files")}
      </LinkButton>
    </Space>
  );

  const title = invoice ? t("payables.invoices.detail_title", { number: invoice.vendor_invoice_number }) : service ? t("payables.invoices.add_service") : t("payables.invoices.add");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          invoice && (
            <Space wrap size={8} data-testid="invoice-heading">
              <DocumentStatusTag status={invoice.status} />
              <Typography.Text strong>{invoice.number ?? t("lifecycle.no_number")}</Typography.Text>
              {invoice.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: invoice.requested_by_name })}</Typography.Text>}
            </Space>
          )
        }
        trail={[{ title: t("menu.payables") }, { title: apMode ? t("payables.ap.title") : t("payables.invoices.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          invoice && (
            <DocumentActions
              actions={invoice.actions}
              allowed={{ submit: canApprove && ability.can("create", "TxPurchaseInvoice"), approve: false, delete: false, cancel: ability.can("delete", "TxPurchaseInvoice") }}
              submit={approveTexts}
              run={(action, note) => run(invoice, action, note)}
              extra={extra}
            />
          )
        }
      />
      {invoice && <StateAlert invoice={invoice} />}
      {invoice && fromAdvance && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("payables.invoices.from_advance", { number: invoice.cash_advance_number ?? "" })}
          description={<Link to={`/transactions/cash-advance/detail/${invoice.cash_advance_id}`}>{t("payables.invoices.open_advance")}</Link>}
          data-testid="invoice-from-advance"
        />
      )}
      {invoice && <MatchAlert invoice={invoice} onOverride={override} />}
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
            initialValues={{ kind: service ? "service" : "goods", date: today(), tag_ids: [], advances: [], lines: [emptyLine()] }}
            data-testid="invoice-form"
          >
            <Row gutter={16}>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="contact_id" label={t("payables.fields.vendor")} required>
                  <RecordSelect path="master-data/contact" placeholder={t("payables.fields.vendor_placeholder")} data-testid="invoice-vendor" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="vendor_invoice_number" label={t("payables.fields.vendor_invoice_number")} required>
                  <Input maxLength={60} data-testid="invoice-vendor-number" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="tax_invoice_number" label={t("payables.fields.tax_invoice_number")} extra={t("payables.fields.tax_invoice_hint")}>
                  <Input maxLength={30} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <Form.Item name="date" label={t("payables.fields.date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <Form.Item name="due_date" label={t("payables.fields.due_date")} extra={t("payables.fields.due_date_hint")} {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <Form.Item name="kind" label={t("payables.fields.kind")}>
                  <Select options={(fromAdvance ? (["cash_advance"] as const) : (["service", "goods"] as const)).map((k) => ({ value: k, label: t(`payables.kind.${k}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <Form.Item name="office_id" label={t("payables.fields.office")}>
                  <RecordSelect kind="office" disabled={!editable || !ability.can("read", "MdOffice")} placeholder={t("payables.fields.head_office")} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="tag_ids" label={t("payables.fields.tags")}>
                  <RecordSelect path="master-data/tag" multiple disabled={!editable || !ability.can("read", "MdTag")} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="description" label={t("fields.description")}>
                  <Input.TextArea rows={1} maxLength={1000} />
                </Form.Item>
              </Col>
            </Row>
            {editable && kind === "goods" && vendorId && (
              <>
                <Divider titlePlacement="start">{t("payables.goods.from_orders")}</Divider>
                <OrderLinesPicker
                  vendorId={vendorId}
                  taken={(lines ?? []).map((l) => l?.purchase_order_line_id as string).filter(Boolean)}
                  onAdd={addOrderLine}
                />
                <AdvancesPicker vendorId={vendorId} value={advances} onChange={(value) => form.setFieldsValue({ advances: value })} />
              </>
            )}
            <Divider titlePlacement="start">{t("payables.fields.lines")}</Divider>
            <LineItemsEditor form={form} name="lines" config={lineConfigs[kind]} emptyLine={emptyLine} disabled={!editable} testId="invoice-lines" />
            <div style={{ marginTop: 16 }}>
              {invoice && !editable ? (
                <Totals values={{ dpp: invoice.dpp, vat: invoice.vat, withholding: invoice.withholding, total: invoice.total, payable: invoice.payable_amount }} />
              ) : (
                typed && <Totals values={typed} />
              )}
            </div>
            {invoice?.status === "approved" && (
              <Typography.Paragraph style={{ marginTop: 12 }}>
                {t("payables.fields.outstanding")}: <Amount value={invoice.outstanding} strong /> · {t("payables.fields.due_date")}: {formatDate(invoice.due_date)}
              </Typography.Paragraph>
            )}
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
                  {t("payables.save")}
                </Button>
              )}
              <LinkButton to={list} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {invoice && <ApprovalPanel approval={invoice.approval} />}
      {invoice && (
        <AttachmentsCard
          documentPath={`transactions/purchase-invoice/${invoice.id}`}
          canUpload={ability.can("create", "TxPurchaseInvoice")}
          canDelete={ability.can("delete", "TxPurchaseInvoice")}
        />
      )}
    </>
  );
}
