import { ImportOutlined, PrinterOutlined, WalletOutlined } from "@ant-design/icons";
import { type DocumentTaxRate, DocumentTaxError, documentTaxes, purchaseOrderBody, vatKinds } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Descriptions, Divider, Form, type FormInstance, Input, InputNumber, Modal, Row, Skeleton, Space, Table } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, DocumentActions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItem, LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { ApiError } from "../../../lib/api-client";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { lookupApi } from "../../../lib/ledger";
import { toast } from "../../../lib/toast";
import { orderApi, PATHS, type PurchaseOrder } from "../api";
import { DocumentHeading, LifecycleAlert, useLifecycle } from "../components/common";
import { ReceiptStateTag } from "./OrderListPage";

const BASE = "/transactions/purchase-order";

const lineConfig: LineItemsConfig = {
  columns: [
    { key: "product", onPick: (record) => ({ unit_id: (record.unit_id as string | null) ?? null, description: record.name ?? null, price: (record.buying_price as string) ?? "0" }) },
    "description",
    "quantity",
    "unit",
    "price",
    "discount",
    // Each line's VAT and tax withheld (the API's `tax_ids` per line).
    // The order's taxes are computed once for the document (the totals below), not line by line.
    { key: "tax", label: "purchasing.orders.line_vat", total: false },
    { key: "withholding", label: "purchasing.orders.line_withholding" },
    "amount",
  ],
};

/** A line's taxes as the API takes them: its VAT, its withholding, and any more it came with. */
const lineTaxIds = (d: LineItem): string[] =>
  [d.tax_id, d.withholding_tax_id, ...((d.more_tax_ids as string[] | undefined) ?? [])].filter((x): x is string => typeof x === "string" && x !== "");
const emptyLine = (): LineItem => ({ request_line_id: null, quote_id: null, product_id: null, description: "", quantity: "1", unit_id: null, price: "", discount_percent: "" });

interface OrderForm {
  vendor_id?: string;
  date: string;
  office_id?: string | null;
  delivery_date?: string | null;
  delivery_address?: string | null;
  terms?: string | null;
  payment_term_days?: number | null;
  description?: string | null;
  details: LineItem[];
}

/** An order's answer → the form, each line's taxes split into its VAT and its withholding by kind. */
const toValues = (o: PurchaseOrder, isVat: (taxId: string) => boolean): OrderForm => ({
  vendor_id: o.vendor_id,
  date: o.date,
  office_id: o.office_id,
  delivery_date: o.delivery_date,
  delivery_address: o.delivery_address,
  terms: o.terms,
  payment_term_days: o.payment_term_days,
  description: o.description,
  details: o.details.map((d) => ({
    ...splitTaxes(d.tax_ids, isVat),
    request_line_id: d.request_line_id,
    quote_id: d.quote_id,
    product_id: d.product_id,
    description: d.description,
    quantity: d.quantity,
    unit_id: d.unit_id,
    price: d.price,
    discount_percent: d.discount_percent === "0" ? "" : d.discount_percent,
  })),
});

function splitTaxes(taxIds: readonly string[], isVat: (taxId: string) => boolean) {
  const vat = taxIds.find(isVat) ?? null;
  const withholding = taxIds.find((x) => x !== vat) ?? null;
  const more = taxIds.filter((x) => x !== vat && x !== withholding);
  return { tax_id: vat, withholding_tax_id: withholding, ...(more.length ? { more_tax_ids: more } : {}) };
}

/** The taxes the company has, as core's documentTaxes reads them. */
function useTaxRates() {
  const taxes = useQuery({ queryKey: ["purchasing", "tax-rates"], queryFn: () => lookupApi.list("master-data/tax", { per_page: 100 }), staleTime: 5 * 60_000 });
  return useMemo(() => new Map((taxes.data?.data ?? []).map((x) => [x.id, x as unknown as DocumentTaxRate])), [taxes.data]);
}

/** The order's totals as the server computes them: taxes once per document (core documentTaxes). */
function OrderTotals({ form, rates }: { form: FormInstance<OrderForm>; rates: Map<string, DocumentTaxRate> }) {
  const details = (Form.useWatch("details", form) ?? []) as LineItem[];
  let totals: ReturnType<typeof documentTaxes> | null = null;
  try {
    totals = documentTaxes(
      details.filter(Boolean).map((d) => ({ quantity: String(d.quantity || "0"), price: String(d.price || "0"), discount_percent: String(d.discount_percent || "0"), tax_ids: lineTaxIds(d).filter((id) => rates.has(id)) })),
      rates,
    );
  } catch (error) {
    if (!(error instanceof DocumentTaxError)) throw error;
  }
  if (!totals) return null;
  return <TotalsBlock totals={totals} />;
}

function TotalsBlock({ totals }: { totals: { subtotal: string; discount: string; dpp: string; vat: string; withholding: string; total: string } }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("purchasing.totals.subtotal"), totals.subtotal],
    [t("purchasing.totals.discount"), totals.discount],
    [t("purchasing.totals.dpp"), totals.dpp],
    [t("purchasing.totals.vat"), totals.vat],
    ...(totals.withholding !== "0.00" ? [[t("purchasing.totals.withholding"), totals.withholding] as [string, string]] : []),
    [t("purchasing.total"), totals.total],
  ];
  return (
    <Descriptions size="small" column={1} bordered style={{ maxWidth: 420, marginLeft: "auto", marginTop: 16 }} data-testid="order-totals">
      {rows.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          <Amount value={value} strong={label === t("purchasing.total")} />
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The vendor's won quotes not yet ordered: a click puts them on the order. */
function OrderableQuotes({ vendorId, onAdd }: { vendorId: string; onAdd: (lines: LineItem[]) => void }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ["purchasing", "orderable", vendorId], queryFn: () => orderApi.orderable(vendorId) });
  const rows = list.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card size="small" title={t("purchasing.orders.from_quotes")} style={{ marginBottom: 16 }} data-testid="orderable-quotes">
      <Table
        rowKey="quote_id"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("purchasing.requests.one"), dataIndex: "request_number" },
          { title: "#", dataIndex: "line_no" },
          { title: t("line_items.product"), key: "item", render: (_: unknown, r) => r.description ?? r.product_name },
          { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
          { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
        ]}
      />
      <Button
        style={{ marginTop: 8 }}
        type="dashed"
        data-testid="add-quotes"
        onClick={() =>
          onAdd(
            rows.map((r) => ({
              request_line_id: r.request_line_id,
              quote_id: r.quote_id,
              product_id: r.product_id,
              description: r.description ?? r.product_name,
              quantity: r.remaining_quantity,
              unit_id: r.unit_id,
              price: r.price,
              discount_percent: "",
            })),
          )
        }
      >
        {t("purchasing.orders.add_quotes")}
      </Button>
    </Card>
  );
}

/**
 * `/transactions/purchase-order/add` and `/detail/:id`: an order to one vendor, built from its won quotes
 * or typed by hand; VAT and withholding apply to every line and are computed once for the document.
 * Ordering more than a request line asked for asks the user to confirm the over-order.
 */
export function OrderFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OrderForm>();
  const [saving, setSaving] = useState(false);
  const rates = useTaxRates();
  // The order fills the form once the taxes are known (a line's VAT and withholding are told apart by kind).
  const ratesReady = useQuery({ queryKey: ["purchasing", "tax-rates"], enabled: false }).isSuccess;
  const query = useQuery({ queryKey: ["purchasing", "order", id], queryFn: () => orderApi.get(id ?? ""), enabled: !!id });
  const order = query.data?.data;
  useEffect(() => {
    if (order && ratesReady) form.setFieldsValue(toValues(order, (taxId) => vatKinds.includes(rates.get(taxId)?.kind as never)));
    // `rates` changes once, when the taxes load: the form is filled only then, so no edit is lost.
  }, [order, form, ratesReady, rates]);
  const editable = id ? !!order?.actions.includes("edit") && ability.can("update", "TxPurchaseOrder") : ability.can("create", "TxPurchaseOrder");
  const vendorId = Form.useWatch("vendor_id", form);

  const save = async (confirmed = false): Promise<boolean> => {
    const values = form.getFieldsValue(true) as OrderForm;
    const input = {
      ...values,
      over_order_confirmed: confirmed,
      details: (values.details ?? []).map((d) => {
        const { tax_id: _vat, withholding_tax_id: _withheld, more_tax_ids: _more, ...line } = d;
        return { ...line, tax_ids: lineTaxIds(d) };
      }),
    };
    const body = validateWith(form, purchaseOrderBody, input, currentLanguage());
    if (!body) return false;
    setSaving(true);
    try {
      const answer = await orderApi.save(id ?? null, body, order?.version);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
      if (!id) await navigate(`${BASE}/detail/${answer.data.id}`);
      return true;
    } catch (error) {
      const overOrder = error instanceof ApiError ? error.body?.errors?.over_order_confirmed : undefined;
      if (overOrder && !confirmed) {
        return new Promise<boolean>((resolve) => {
          Modal.confirm({
            title: t("purchasing.orders.over_order_title"),
            content: overOrder.join("\n"),
            okText: t("purchasing.orders.over_order_ok"),
            cancelText: t("common.cancel"),
            onOk: async () => resolve(await save(true)),
            onCancel: () => resolve(false),
          });
        });
      }
      showServerErrors(form, error);
      if (error instanceof ApiError) toast.error({ title: t("toast.error"), description: error.body?.message ?? error.message });
      return false;
    } finally {
      setSaving(false);
    }
  };
  const run = useLifecycle(orderApi, BASE, () => (editable && form.isFieldsTouched() ? save(order?.over_order_confirmed ?? false) : Promise.resolve(true)));

  return (
    <>
      <PageHeader
        title={order ? t("purchasing.orders.detail_title") : t("purchasing.orders.add")}
        subtitle={order && <DocumentHeading doc={order} extra={order.status === "approved" && <ReceiptStateTag state={order.receipt_state} />} />}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.orders.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          order && (
            <DocumentActions
              actions={order.actions}
              allowed={{ submit: ability.can("create", "TxPurchaseOrder"), delete: ability.can("delete", "TxPurchaseOrder"), cancel: ability.can("delete", "TxPurchaseOrder") }}
              run={(action, note) => run(order.id, action, note)}
              extra={
                <Space wrap>
                  <LinkButton icon={<PrinterOutlined />} to={`${BASE}/prints-v2/${order.id}`} data-testid="order-print">
                    {t("purchasing.print")}
                  </LinkButton>
                  {order.status === "approved" && order.receipt_state !== "full" && ability.can("create", "TxGoodsRecipient") && (
                    <LinkButton type="primary" icon={<ImportOutlined />} to={`/transactions/goods-recipient/invoice?order=${order.id}`} data-testid="order-receive">
                      {t("purchasing.receipts.receive")}
                    </LinkButton>
                  )}
                  {order.status === "approved" && ability.can("create", "TxPurchaseRequest") && (
                    <LinkButton icon={<WalletOutlined />} to={`/transactions/purchase-request/payment-advance/add?order=${order.id}`}>
                      {t("purchasing.advances.pay")}
                    </LinkButton>
                  )}
                </Space>
              }
            />
          )
        }
      />
      {order && <LifecycleAlert doc={order} />}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={() => void save(false)}
            onValuesChange={clearErrorsOnChange(form)}
            disabled={!editable}
            initialValues={{ date: today(), details: [] }}
            data-testid="order-form"
          >
            <Row gutter={16}>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="vendor_id" label={t("purchasing.vendor")} required>
                  <RecordSelect path="master-data/contact" params={{ type: "vendor" }} labels={order ? { [order.vendor_id]: order.vendor_name } : undefined} data-testid="order-vendor" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="date" label={t("purchasing.date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="delivery_date" label={t("purchasing.orders.delivery_date")} {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="payment_term_days" label={t("purchasing.orders.payment_term_days")}>
                  <InputNumber min={0} max={3650} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="office_id" label={t("line_items.office")}>
                  <RecordSelect kind="office" allowClear disabled={!editable || !ability.can("read", "MdOffice")} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="delivery_address" label={t("purchasing.orders.delivery_address")}>
                  <Input.TextArea rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="terms" label={t("purchasing.terms")}>
                  <Input.TextArea rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="description" label={t("purchasing.note")}>
                  <Input maxLength={1000} />
                </Form.Item>
              </Col>
            </Row>
            {editable && vendorId && (
              <OrderableQuotes
                vendorId={vendorId}
                onAdd={(lines) => {
                  const current = ((form.getFieldValue("details") ?? []) as LineItem[]).filter((l) => l.quote_id || l.description || l.product_id);
                  const known = new Set(current.map((l) => l.quote_id).filter(Boolean));
                  form.setFieldValue("details", [...current, ...lines.filter((l) => !known.has(l.quote_id))]);
                }}
              />
            )}
            <Divider titlePlacement="start">{t("purchasing.lines")}</Divider>
            {order && !editable ? (
              <OrderLinesTable order={order} />
            ) : (
              <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="order-lines" linesMin={0} />
            )}
            {order && !editable ? <TotalsBlock totals={{ ...order, discount: order.discount_total }} /> : <OrderTotals form={form} rates={rates} />}
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
                  {t("common.save")}
                </Button>
              )}
              <LinkButton to={BASE} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {order && <ApprovalPanel approval={order.approval} />}
      {order && <AttachmentsCard documentPath={`${PATHS.order}/${order.id}`} canUpload={ability.can("create", "TxPurchaseOrder")} canDelete={ability.can("delete", "TxPurchaseOrder")} />}
    </>
  );
}

function OrderLinesTable({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.details}
      scroll={{ x: true }}
      data-testid="order-lines-table"
      columns={[
        { title: "#", dataIndex: "line_no", width: 40 },
        { title: t("purchasing.requests.one"), dataIndex: "request_number", render: (v: string | null) => v ?? "—" },
        { title: t("line_items.product"), key: "item", render: (_: unknown, l) => l.description ?? l.product_name },
        { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" },
        { title: t("line_items.unit"), dataIndex: "unit_name" },
        { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
        { title: t("line_items.discount"), dataIndex: "discount_percent", align: "right" },
        { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        { title: t("purchasing.orders.received"), dataIndex: "received_quantity", align: "right" },
        { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
        { title: t("purchasing.orders.invoiced"), dataIndex: "invoiced_quantity", align: "right" },
      ]}
    />
  );
}

/** `/transactions/purchase-order/listImage/:id`: the order's files. */
export function OrderFilesPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const query = useQuery({ queryKey: ["purchasing", "order", id], queryFn: () => orderApi.get(id) });
  const order = query.data?.data;
  return (
    <>
      <PageHeader
        title={t("purchasing.orders.files_title")}
        subtitle={order && `${order.number ?? ""} · ${order.vendor_name} · ${formatDate(order.date)}`}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.orders.title") }, { title: t("purchasing.orders.files_title") }]}
        actions={<LinkButton to={`${BASE}/detail/${id}`}>{t("common.back")}</LinkButton>}
      />
      {order && <AttachmentsCard documentPath={`${PATHS.order}/${order.id}`} canUpload={ability.can("create", "TxPurchaseOrder")} canDelete={ability.can("delete", "TxPurchaseOrder")} />}
    </>
  );
}
