import { ImportOutlined, PrinterOutlined, WalletOutlined } from "@ant-design/icons";
import { type DocumentTaxRate, DocumentTaxError, documentTaxes, type PurchaseOrderBody, purchaseOrderBody, vatKinds } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Divider, Form, type FormInstance, Input, InputNumber, Modal, Row, Table } from "antd";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { DocumentScreen, } from "../../../components/documents";
import { useContactTerm, useFollowedField } from "../../../components/documents/use-due-date";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { WarehouseSelect } from "../../../components/ledger/WarehouseSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItem, LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { ApiError } from "../../../lib/api-client";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import type { Saved } from "../../../lib/document-api";
import { lookupApi } from "../../../lib/ledger";
import { toast } from "../../../lib/toast";
import { type OrderableQuote, orderApi, PATHS, type PurchaseOrder } from "../api";
import { ReceiptStateTag, screenBasics } from "../components/common";
import { OrderView, TotalsBlock } from "../components/OrderView";

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
  warehouse_id?: string | null;
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
  warehouse_id: o.warehouse_id,
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

/** A vendor's won quotes not yet ordered (shared by the picker below and an order started from the comparison). */
const useOrderable = (vendorId: string | undefined) =>
  useQuery({ queryKey: ["purchasing", "orderable", vendorId], queryFn: () => orderApi.orderable(vendorId), enabled: !!vendorId });

/** Won quotes as order lines: what remains of each, at its quoted price. */
const quoteLines = (rows: readonly OrderableQuote[]): LineItem[] =>
  rows.map((r) => ({
    request_line_id: r.request_line_id,
    quote_id: r.quote_id,
    product_id: r.product_id,
    description: r.description ?? r.product_name,
    quantity: r.remaining_quantity,
    unit_id: r.unit_id,
    price: r.price,
    discount_percent: "",
  }));

/**
 * A new order started from a request's price comparison (`?vendor_id=…&request_id=…`): the vendor is
 * chosen (the screen's initial values) and its won quotes of that request fill the lines, once.
 */
function useComparisonLines(form: FormInstance, isNew: boolean) {
  const [params] = useSearchParams();
  const requestId = isNew ? params.get("request_id") : null;
  const orderable = useOrderable(requestId ? (params.get("vendor_id") ?? undefined) : undefined);
  const filled = useRef(false);
  useEffect(() => {
    if (!requestId || filled.current || !orderable.data) return;
    filled.current = true;
    form.setFieldValue("details", quoteLines(orderable.data.data.filter((r) => r.request_id === requestId)));
  }, [requestId, orderable.data, form]);
}

/** The vendor's won quotes not yet ordered: a click puts them on the order. */
function OrderableQuotes({ vendorId, onAdd }: { vendorId: string; onAdd: (lines: LineItem[]) => void }) {
  const { t } = useTranslation();
  const list = useOrderable(vendorId);
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
        onClick={() => onAdd(quoteLines(rows))}
      >
        {t("purchasing.orders.add_quotes")}
      </Button>
    </Card>
  );
}

/** The over-order a save was refused for (a 422 on `over_order_confirmed`), if that was why. */
const overOrderOf = (error: unknown) => (error instanceof ApiError ? error.body?.errors?.over_order_confirmed : undefined);

/**
 * The order's API for its screen: a save that orders more than a request line asked for asks the user
 * to confirm the over-order, then saves again confirmed (the saves are silent: the form shows why).
 */
function useOrderScreenApi() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const api = useMemo(() => {
    const ask = (messages: string[]) =>
      new Promise<boolean>((resolve) => {
        void modal.confirm({
          title: t("purchasing.orders.over_order_title"),
          content: messages.join("\n"),
          okText: t("purchasing.orders.over_order_ok"),
          cancelText: t("common.cancel"),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    const confirming = async (send: (confirmed: boolean) => Promise<Saved<PurchaseOrder>>) => {
      let failure: unknown;
      try {
        return await send(false);
      } catch (error) {
        failure = error;
      }
      const overOrder = overOrderOf(failure);
      if (overOrder && !(await ask(overOrder))) throw failure;
      if (overOrder) {
        try {
          return await send(true);
        } catch (error) {
          failure = error;
        }
      }
      if (failure instanceof ApiError) toast.error({ title: t("toast.error"), description: failure.body?.message ?? failure.message });
      throw failure;
    };
    const body = (input: PurchaseOrderBody, confirmed: boolean) => ({ ...input, over_order_confirmed: input.over_order_confirmed || confirmed });
    return {
      ...orderApi,
      create: (input: PurchaseOrderBody) => confirming((confirmed) => orderApi.save(null, body(input, confirmed))),
      update: (id: string, input: PurchaseOrderBody, version: number) => confirming((confirmed) => orderApi.save(id, body(input, confirmed), version)),
    };
  }, [modal, t]);
  return { api, holder };
}

/** The form's values → the body: each line's VAT, withholding and more taxes as its `tax_ids`. */
const toBody = (values: Record<string, unknown>) => ({
  ...values,
  over_order_confirmed: false,
  details: ((values.details ?? []) as LineItem[]).map((d) => {
    const { tax_id: _vat, withholding_tax_id: _withheld, more_tax_ids: _more, ...line } = d;
    return { ...line, tax_ids: lineTaxIds(d) };
  }),
});

function OrderFields({ form, order, editable, rates }: { form: FormInstance; order: PurchaseOrder | undefined; editable: boolean; rates: Map<string, DocumentTaxRate> }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const vendorId = Form.useWatch("vendor_id", form) as string | undefined;
  const officeId = Form.useWatch("office_id", form) as string | null | undefined;
  // The order's payment term follows the vendor's term of payment until set by hand.
  useFollowedField(form, "payment_term_days", useContactTerm(vendorId) ?? undefined);
  useComparisonLines(form, !order);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="vendor_id" label={t("purchasing.vendor")} required>
            <RecordSelect path="master-data/contact" params={{ type: "vendor" }} labels={order ? { [order.vendor_id]: order.vendor_name } : undefined} quickCreate={{ initialValues: { contact_types: ["vendor"] } }} data-testid="order-vendor" />
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
          <Form.Item name="payment_term_days" label={t("purchasing.orders.payment_term_days")} tooltip={t("purchasing.orders.payment_term_hint")}>
            <InputNumber min={0} max={3650} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="office_id" label={t("line_items.office")}>
            <RecordSelect kind="office" allowClear disabled={!editable || !ability.can("read", "MdOffice")} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="warehouse_id" label={t("warehouse.label")} tooltip={t("warehouse.hint")}>
            <WarehouseSelect officeId={officeId} disabled={!editable} data-testid="order-warehouse" />
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
      <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="order-lines" linesMin={0} />
      <OrderTotals form={form} rates={rates} />
    </>
  );
}

/** Print, and once approved: receive the goods and pay an advance. */
function OrderActions({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const approved = order.status === "approved";
  return (
    <>
      <LinkButton icon={<PrinterOutlined />} to={`${BASE}/prints-v2/${order.id}`} data-testid="order-print">
        {t("purchasing.print")}
      </LinkButton>
      {approved && order.receipt_state !== "full" && ability.can("create", "TxGoodsRecipient") && (
        <LinkButton type="primary" icon={<ImportOutlined />} to={`/transactions/goods-recipient/invoice?order=${order.id}`} data-testid="order-receive">
          {t("purchasing.receipts.receive")}
        </LinkButton>
      )}
      {approved && ability.can("create", "TxPurchaseRequest") && (
        <LinkButton icon={<WalletOutlined />} to={`/transactions/purchase-request/payment-advance/add?order=${order.id}`}>
          {t("purchasing.advances.pay")}
        </LinkButton>
      )}
    </>
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
  const rates = useTaxRates();
  const { api, holder } = useOrderScreenApi();
  const [params] = useSearchParams();
  // The order fills the form once the taxes are known (a line's VAT and withholding are told apart by kind).
  const ratesReady = useQuery({ queryKey: ["purchasing", "tax-rates"], enabled: false }).isSuccess;
  const isVat = (taxId: string) => vatKinds.includes(rates.get(taxId)?.kind as never);
  return (
    <DocumentScreen
      api={api}
      id={id}
      queryKey={["purchasing", "order"]}
      {...screenBasics<PurchaseOrder>(t, { path: BASE, title: t("purchasing.orders.title") }, (order) => order.status === "approved" && <ReceiptStateTag state={order.receipt_state} />)}
      resource="TxPurchaseOrder"
      title={(order) => (order ? t("purchasing.orders.detail_title") : t("purchasing.orders.add"))}
      actions={(order) => <OrderActions order={order} />}
      above={() => holder}
      form={{
        schema: purchaseOrderBody,
        ready: ratesReady,
        toValues: (order) => toValues(order, isVat) as unknown as Record<string, unknown>,
        toBody,
        initialValues: { date: today(), details: [], vendor_id: params.get("vendor_id") ?? undefined },
        testId: "order-form",
        submitSavesChanges: true,
        buttons: [{ label: t("common.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(order) => <OrderView order={order} />}
      fields={({ form, doc, editable }) => <OrderFields form={form} order={doc} editable={editable} rates={rates} />}
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
