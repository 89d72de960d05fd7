import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Checkbox, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Amount } from "../../../components/ledger/Amount";
import { api } from "../../../lib/api";

export interface OrderLineToInvoice {
  order_id: string;
  order_number: string;
  order_line_id: string;
  product_id: string | null;
  description: string | null;
  price: string;
  discount_percent: string;
  tax_ids: string[];
  quantity: string;
  received_quantity: string;
  invoiced_quantity: string;
  received_not_invoiced_quantity: string;
}

export interface OpenAdvance {
  id: string;
  number: string;
  date: string;
  amount: string;
  left_amount: string;
}

/** The vendor's approved order lines not fully invoiced: each one added as a goods line (what was received and not yet billed). */
export function OrderLinesPicker({ vendorId, taken, onAdd }: { vendorId: string; taken: string[]; onAdd: (line: OrderLineToInvoice) => void }) {
  const { t } = useTranslation();
  const lines = useQuery({
    queryKey: ["payables", "order-lines", vendorId],
    queryFn: () => api.get<{ data: OrderLineToInvoice[] }>("transactions/purchase-invoice/order-lines", { params: { vendor_id: vendorId } }),
  });
  return (
    <Table<OrderLineToInvoice>
      size="small"
      rowKey="order_line_id"
      loading={lines.isPending}
      dataSource={lines.data?.data ?? []}
      pagination={false}
      locale={{ emptyText: t("payables.goods.no_orders") }}
      data-testid="order-lines"
      columns={[
        { title: t("payables.goods.order"), dataIndex: "order_number", key: "order_number", width: 150 },
        { title: t("payables.goods.item"), dataIndex: "description", key: "description", ellipsis: true },
        { title: t("payables.goods.ordered"), dataIndex: "quantity", key: "quantity", align: "right", width: 90 },
        { title: t("payables.goods.received"), dataIndex: "received_quantity", key: "received_quantity", align: "right", width: 90 },
        { title: t("payables.goods.invoiced"), dataIndex: "invoiced_quantity", key: "invoiced_quantity", align: "right", width: 90 },
        { title: t("payables.fields.price"), dataIndex: "price", key: "price", align: "right", width: 120, render: (v: string) => <Amount value={v} /> },
        {
          key: "add",
          width: 110,
          render: (_, row) => (
            <Button size="small" icon={<PlusOutlined />} disabled={taken.includes(row.order_line_id)} onClick={() => onAdd(row)} data-testid={`order-line-add-${row.order_number}`}>
              {t("payables.goods.add")}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** The vendor's advances with something left: ticked ones are offset on the invoice (what is left of each). */
export function AdvancesPicker({ vendorId, value, onChange }: { vendorId: string; value: { advance_id: string; amount: string }[]; onChange: (value: { advance_id: string; amount: string }[]) => void }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ["payables", "advances", vendorId],
    queryFn: () => api.get<{ data: OpenAdvance[] }>("transactions/purchase-invoice/advances", { params: { vendor_id: vendorId } }),
  });
  const rows = list.data?.data ?? [];
  if (rows.length === 0) return null;
  const chosen = new Set(value.map((v) => v.advance_id));
  return (
    <div style={{ marginTop: 12 }} data-testid="advances">
      <Typography.Text strong>{t("payables.goods.advances")}</Typography.Text>
      {rows.map((a) => (
        <div key={a.id}>
          <Checkbox
            checked={chosen.has(a.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, { advance_id: a.id, amount: a.left_amount }] : value.filter((v) => v.advance_id !== a.id))}
          >
            {a.number} · <Amount value={a.left_amount} />
          </Checkbox>
        </div>
      ))}
    </div>
  );
}
