import { useQuery } from "@tanstack/react-query";
import { money, receivedValue, sumMoney } from "@neraca/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentView, type LinkedDocument, LinkedDocuments, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { advanceApi, orderInvoicesApi, type PurchaseOrder, receiptApi } from "../api";

/** An order's totals: taxes once per document, as core's `documentTaxes` computes them. */
export function TotalsBlock({ totals }: { totals: { subtotal: string; discount: string; dpp: string; vat: string; withholding: string; total: string } }) {
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


type OrderLine = PurchaseOrder["details"][number];

/** What of the order's lines (their amounts after discount, before tax) a quantity of each stands for: received, invoiced. */
const linesValue = (lines: readonly OrderLine[], part: (line: OrderLine) => string) => sumMoney(lines.map((line) => receivedValue(line, part(line)))).toFixed(2);

/** An order as it stands once it can no longer be edited: facts, lines with what arrived, totals, receipts and advances. */
export function OrderView({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <DocumentView<OrderLine>
      figures={[
        { label: t("purchasing.total"), value: <Amount value={order.total} />, testId: "figure-total" },
        ...(order.status === "approved"
          ? [
              { label: t("purchasing.orders.received_value"), value: <Amount value={linesValue(order.details, (l) => l.received_quantity)} />, testId: "figure-received" },
              { label: t("purchasing.orders.invoiced_value"), value: <Amount value={linesValue(order.details, (l) => l.invoiced_quantity)} />, testId: "figure-invoiced" },
            ]
          : []),
        ...(money(order.advanced_amount).isZero() ? [] : [{ label: t("purchasing.advances.advanced"), value: <Amount value={order.advanced_amount} />, testId: "figure-advanced" }]),
      ]}
      facts={[
        { label: t("purchasing.vendor"), value: order.vendor_name },
        { label: t("purchasing.date"), value: formatDate(order.date) },
        { label: t("purchasing.orders.delivery_date"), value: order.delivery_date ? formatDate(order.delivery_date) : "—" },
        { label: t("purchasing.orders.payment_term_days"), value: order.payment_term_days ?? "—" },
        { label: t("line_items.office"), value: <RecordLabel kind="office" id={order.office_id} /> },
        { label: t("purchasing.orders.delivery_address"), value: order.delivery_address ?? "—" },
        { label: t("purchasing.terms"), value: order.terms ?? "—", wide: true },
        { label: t("purchasing.note"), value: order.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("purchasing.lines"),
        rows: order.details,
        testId: "order-lines-table",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40 },
          {
            title: t("purchasing.requests.one"),
            key: "request",
            render: (_, l) => (l.request_id ? <Link to={`/transactions/purchase-request/detail/${l.request_id}`}>{l.request_number ?? "—"}</Link> : "—"),
          },
          { title: t("line_items.product"), key: "item", render: (_, l) => l.description ?? l.product_name },
          { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" },
          { title: t("line_items.unit"), dataIndex: "unit_name" },
          { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.discount"), dataIndex: "discount_percent", align: "right" },
          { title: t("line_items.tax"), key: "taxes", render: (_, l) => (l.tax_ids.length ? l.tax_ids.map((taxId) => <RecordLabel key={taxId} path="master-data/tax" id={taxId} />) : "—") },
          { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("purchasing.orders.received"), dataIndex: "received_quantity", align: "right" },
          { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
          { title: t("purchasing.orders.invoiced"), dataIndex: "invoiced_quantity", align: "right" },
        ],
      }}
    >
      <TotalsBlock totals={{ ...order, discount: order.discount_total }} />
      {order.status !== "draft" && <OrderFollowUps order={order} />}
    </DocumentView>
  );
}

const followUpPaths = {
  receipt: "/transactions/goods-recipient/detail/",
  advance: "/transactions/purchase-request/payment-advance/detail/",
  invoice: "/transactions/purchase-invoice/detail/",
} as const;
const followUpTitles = {
  receipt: "purchasing.receipts.detail_title",
  advance: "purchasing.advances.detail_title",
  invoice: "purchasing.orders.invoice",
} as const;

/** What followed from an order: its goods receipts (inventory value), the advances paid on it and the invoices billing it. */
function OrderFollowUps({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const params = { order_id: order.id, per_page: 100 };
  const receipts = useQuery({ queryKey: ["purchasing", "receipts", "of-order", order.id], queryFn: () => receiptApi.list(params), enabled: ability.can("read", "TxGoodsRecipient") });
  const advances = useQuery({ queryKey: ["purchasing", "advances", "of-order", order.id], queryFn: () => advanceApi.list(params), enabled: ability.can("read", "TxPurchaseRequest") });
  const invoices = useQuery({ queryKey: ["transactions", "purchase-invoice", "of-order", order.id], queryFn: () => orderInvoicesApi.list(order.id), enabled: ability.can("read", "TxPurchaseInvoice") });
  const row = (kind: keyof typeof followUpPaths, doc: { id: string; number: string | null; date: string; status: PurchaseOrder["status"] }, amount: string): LinkedDocument => ({
    id: doc.id,
    kind: t(followUpTitles[kind]),
    number: doc.number,
    date: doc.date,
    status: doc.status,
    amount,
    path: `${followUpPaths[kind]}${doc.id}`,
  });
  const rows = [
    ...(receipts.data?.data ?? []).map((r) => row("receipt", r, r.inventory_amount)),
    ...(advances.data?.data ?? []).map((a) => row("advance", a, a.amount)),
    ...(invoices.data?.data ?? []).map((i) => row("invoice", i, i.total)),
  ];
  if (rows.length === 0) return null;
  return <LinkedDocuments title={t("purchasing.orders.follow_ups")} amountTitle={t("purchasing.amount")} rows={rows} testId="order-follow-ups" />;
}
