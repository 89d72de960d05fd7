import { type FieldErrors, goodsReceiptBody, sumMoney } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, DatePicker, Empty, Form, type FormInstance, Input, Select, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { type GoodsReceipt, type PurchaseOrder, receiptApi } from "../api";
import { listBasics, orderDocumentColumns, OrderLink, screenBasics } from "../components/common";
import { quantitiesByUnit } from "../components/quantities";

const BASE = "/transactions/goods-recipient";

/** `/transactions/goods-recipient`: receipts of ordered goods, numbered and posted when saved. */
export function ReceiptListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<GoodsReceipt>
      {...listBasics<GoodsReceipt>(t, "receipts", BASE, "receipt-table")}
      add={[{ to: `${BASE}/invoice`, label: t("purchasing.receipts.receive"), resource: "TxGoodsRecipient", testId: "receipt-add" }]}
      fetch={receiptApi.list}
      columns={[
        ...orderDocumentColumns<GoodsReceipt>(t),
        { title: t("purchasing.receipts.receiver"), dataIndex: "receiver", key: "receiver" },
        documentColumns.status(t("purchasing.status")),
        documentColumns.amount(t("purchasing.receipts.inventory_amount"), "inventory_amount", { sorter: false }),
      ]}
    />
  );
}

type OrderLine = PurchaseOrder["details"][number];
type ReceiptValues = { date?: string; receiver?: string; note?: string; quantities?: Record<string, string> };

/** What arrived of each open line: the quantities typed, empty and zero left out. */
const receivedLines = (lines: readonly OrderLine[], values: ReceiptValues) =>
  lines
    .map((l) => ({ order_line_id: l.id, quantity: (values.quantities?.[l.id] ?? "").trim() }))
    .filter((d) => d.quantity !== "" && d.quantity !== "0");

/** The open order a new receipt is for (`?order=` in the address), and its lines still to receive. */
function useOpenOrder(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get("order") ?? undefined;
  const [search, setSearch] = useState("");
  const open = useQuery({ queryKey: ["purchasing", "open-orders", search], queryFn: () => receiptApi.openOrders({ q: search || undefined }), enabled });
  const order = (open.data?.data ?? []).find((o) => o.id === orderId);
  const lines = (order?.details ?? []).filter((l) => l.remaining_quantity !== "0");
  return { orderId, pick: (id: string) => setParams({ order: id }), setSearch, open, order, lines };
}
type OpenOrder = ReturnType<typeof useOpenOrder>;

function ReceiptFields({ picked }: { picked: OpenOrder }) {
  const { t } = useTranslation();
  const { orderId, order, lines, open } = picked;
  return (
    <>
      <Space wrap align="start" size={16}>
        <Form.Item label={t("purchasing.orders.one")} required style={{ minWidth: 380 }}>
          <Select
            showSearch={{ filterOption: false, onSearch: picked.setSearch }}
            value={orderId}
            onChange={picked.pick}
            loading={open.isFetching}
            placeholder={t("purchasing.receipts.pick_order")}
            data-testid="receipt-order"
            options={(open.data?.data ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.vendor_name} · ${formatDate(o.date)}` }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t("purchasing.date")} required {...dateItemProps}>
          <DatePicker format="DD MMM YYYY" allowClear={false} />
        </Form.Item>
        <Form.Item name="receiver" label={t("purchasing.receipts.receiver")} required>
          <Input maxLength={150} data-testid="receipt-receiver" />
        </Form.Item>
        <Form.Item name="note" label={t("purchasing.note")} style={{ minWidth: 280 }}>
          <Input maxLength={1000} />
        </Form.Item>
      </Space>
      {orderId && !order && !open.isFetching && <Alert type="warning" showIcon title={t("purchasing.receipts.not_open")} />}
      {order &&
        (lines.length === 0 ? (
          <Empty description={t("purchasing.receipts.all_received")} />
        ) : (
          <Table<OrderLine>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={lines}
            data-testid="receipt-lines"
            columns={[
              { title: "#", dataIndex: "line_no", width: 40 },
              { title: t("line_items.product"), key: "item", render: (_, l) => l.description ?? l.product_name },
              { title: t("purchasing.orders.ordered_quantity"), dataIndex: "quantity", align: "right" },
              { title: t("purchasing.orders.received"), dataIndex: "received_quantity", align: "right" },
              { title: t("purchasing.receipts.outstanding"), dataIndex: "remaining_quantity", align: "right" },
              { title: t("line_items.unit"), dataIndex: "unit_name" },
              {
                title: t("purchasing.receipts.quantity_now"),
                key: "now",
                width: 160,
                render: (_, l) => (
                  <Form.Item name={["quantities", l.id]} style={{ margin: 0 }}>
                    <Input inputMode="decimal" placeholder="0" data-testid={`receive-${l.line_no}`} />
                  </Form.Item>
                ),
              },
            ]}
          />
        ))}
    </>
  );
}

type ReceiptLine = GoodsReceipt["details"][number];

/** A receipt as posted: the order it is for, what arrived of each line and its inventory value. */
function ReceiptView({ receipt }: { receipt: GoodsReceipt }) {
  const { t } = useTranslation();
  return (
    <DocumentView<ReceiptLine>
      figures={[
        { label: t("purchasing.receipts.quantity_now"), value: quantitiesByUnit(receipt.details, (l) => l.quantity), testId: "figure-quantity" },
        { label: t("purchasing.orders.received_value"), value: <Amount value={sumMoney(receipt.details.map((l) => l.amount)).toFixed(2)} />, testId: "figure-value" },
        { label: t("purchasing.receipts.outstanding"), value: quantitiesByUnit(receipt.details, (l) => l.remaining_quantity), testId: "figure-outstanding" },
      ]}
      facts={[
        { label: t("purchasing.orders.one"), value: <OrderLink id={receipt.order_id} number={receipt.order_number} /> },
        { label: t("purchasing.vendor"), value: receipt.vendor_name },
        { label: t("purchasing.date"), value: formatDate(receipt.date) },
        { label: t("purchasing.receipts.receiver"), value: receipt.receiver },
        ...(receipt.journal_ids.length ? [] : [{ label: t("purchasing.receipts.journal"), value: t("purchasing.receipts.no_journal") }]),
        { label: t("purchasing.note"), value: receipt.note ?? "—", wide: true },
      ]}
      lines={{
        title: t("purchasing.lines"),
        rows: receipt.details,
        testId: "receipt-detail-lines",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40 },
          { title: t("line_items.product"), dataIndex: "description" },
          { title: t("purchasing.receipts.quantity_now"), dataIndex: "quantity", align: "right" },
          { title: t("line_items.unit"), dataIndex: "unit_name" },
          { title: t("purchasing.orders.ordered_quantity"), dataIndex: "ordered_quantity", align: "right" },
          { title: t("purchasing.orders.received"), dataIndex: "received_quantity", align: "right" },
          { title: t("purchasing.receipts.outstanding"), dataIndex: "remaining_quantity", align: "right" },
          { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={[{ label: t("purchasing.receipts.inventory_amount"), value: <Amount value={receipt.inventory_amount} strong /> }]}
    />
  );
}

/** A line's error (`details.3.quantity`) under the quantity typed for that order line. */
const onQuantities =
  (form: FormInstance, lines: readonly OrderLine[]) =>
  (errors: FieldErrors): FieldErrors => {
    const sent = receivedLines(lines, form.getFieldsValue(true) as ReceiptValues);
    return Object.fromEntries(
      Object.entries(errors).map(([key, messages]) => {
        const match = /^details\.(\d+)\.quantity$/.exec(key);
        const line = match ? sent[Number(match[1])] : undefined;
        return [line ? `quantities.${line.order_line_id}` : key, messages];
      }),
    );
  };

/**
 * `/transactions/goods-recipient/invoice` (a new one) and `/detail/:id`: pick an open order, then what
 * arrived of each line (at most what is still to receive). Saving numbers the receipt and posts inventory
 * products (Dr inventory / Cr goods received not invoiced); a receipt reads as a document, and can be
 * cancelled.
 */
export function ReceiptScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [form] = Form.useForm();
  const picked = useOpenOrder(!id);
  return (
    <DocumentScreen
      api={receiptApi}
      id={id}
      queryKey={["purchasing", "receipt"]}
      {...screenBasics<GoodsReceipt>(t, { path: BASE, title: t("purchasing.receipts.title") })}
      resource="TxGoodsRecipient"
      title={(receipt) => (receipt ? t("purchasing.receipts.detail_title") : t("purchasing.receipts.receive"))}
      journal={{ link: t("purchasing.receipts.open_journal") }}
      above={(receipt) => !receipt && <Alert type="info" showIcon title={t("purchasing.receipts.receive_subtitle")} style={{ marginBottom: 16 }} />}
      form={{
        instance: form,
        schema: goodsReceiptBody,
        toBody: (values) => ({ ...values, order_id: picked.orderId, details: receivedLines(picked.lines, values) }),
        errorsOnFields: onQuantities(form, picked.lines),
        initialValues: { date: today() },
        testId: "receipt-form",
        buttons: [{ label: t("purchasing.receipts.save"), primary: true, testId: "form-save", disabled: !picked.order || picked.lines.length === 0 }],
      }}
      readOnly={(receipt) => <ReceiptView receipt={receipt} />}
      fields={() => <ReceiptFields picked={picked} />}
    />
  );
}
