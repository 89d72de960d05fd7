import { useQuery } from "@tanstack/react-query";
import { Descriptions, Divider, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentColumns, DocumentView, RecordLabel } from "../../../components/documents";
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

/** An order as it stands once it can no longer be edited: facts, lines with what arrived, totals, receipts and advances. */
export function OrderView({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <DocumentView<OrderLine>
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
          { title: t("purchasing.requests.one"), dataIndex: "request_number", render: (v: string | null) => v ?? "—" },
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

interface FollowUp {
  id: string;
  kind: "receipt" | "advance" | "invoice";
  number: string | null;
  date: string;
  status: PurchaseOrder["status"];
  amount: string;
}

const followUpPaths: Record<FollowUp["kind"], string> = {
  receipt: "/transactions/goods-recipient/detail/",
  advance: "/transactions/purchase-request/payment-advance/detail/",
  invoice: "/transactions/purchase-invoice/detail/",
};
const followUpTitles: Record<FollowUp["kind"], string> = {
  receipt: "purchasing.receipts.detail_title",
  advance: "purchasing.advances.detail_title",
  invoice: "purchasing.orders.invoice",
};

/** What followed from an order: its goods receipts (inventory value), the advances paid on it and the invoices billing it. */
function OrderFollowUps({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const params = { order_id: order.id, per_page: 100 };
  const receipts = useQuery({ queryKey: ["purchasing", "receipts", "of-order", order.id], queryFn: () => receiptApi.list(params), enabled: ability.can("read", "TxGoodsRecipient") });
  const advances = useQuery({ queryKey: ["purchasing", "advances", "of-order", order.id], queryFn: () => advanceApi.list(params), enabled: ability.can("read", "TxPurchaseRequest") });
  const invoices = useQuery({ queryKey: ["transactions", "purchase-invoice", "of-order", order.id], queryFn: () => orderInvoicesApi.list(order.id), enabled: ability.can("read", "TxPurchaseInvoice") });
  const rows: FollowUp[] = [
    ...(receipts.data?.data ?? []).map((r) => ({ id: r.id, kind: "receipt" as const, number: r.number, date: r.date, status: r.status, amount: r.inventory_amount })),
    ...(advances.data?.data ?? []).map((a) => ({ id: a.id, kind: "advance" as const, number: a.number, date: a.date, status: a.status, amount: a.amount })),
    ...(invoices.data?.data ?? []).map((i) => ({ id: i.id, kind: "invoice" as const, number: i.number, date: i.date, status: i.status, amount: i.total })),
  ];
  if (rows.length === 0) return null;
  const pathOf = (row: FollowUp) => `${followUpPaths[row.kind]}${row.id}`;
  return (
    <>
      <Divider titlePlacement="start">{t("purchasing.orders.follow_ups")}</Divider>
      <Table<FollowUp>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="order-follow-ups"
        columns={[
          { title: t("purchasing.orders.follow_up_kind"), key: "kind", render: (_, row) => t(followUpTitles[row.kind]) },
          { title: t("purchasing.number"), key: "number", render: (_, row) => <Link to={pathOf(row)}>{row.number ?? "—"}</Link> },
          { title: t("purchasing.date"), dataIndex: "date", render: formatDate },
          documentColumns.status<FollowUp>(t("purchasing.status")),
          { title: t("purchasing.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        ]}
      />
    </>
  );
}
