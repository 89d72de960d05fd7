import { money, vendorAdvanceBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Descriptions, Form, type FormInstance, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { advanceApi, orderApi, type PurchaseOrder, type VendorAdvance } from "../api";
import { listBasics, orderDocumentColumns, OrderLink, screenBasics } from "../components/common";

const BASE = "/transactions/purchase-request/payment-advance";

/** `/transactions/purchase-request/payment-advance`: down payments to vendors against their orders. */
export function AdvanceListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<VendorAdvance>
      {...listBasics<VendorAdvance>(t, "advances", BASE, "advance-table")}
      add={[{ to: `${BASE}/invoice`, label: t("purchasing.advances.pay"), resource: "TxPurchaseRequest" }]}
      fetch={advanceApi.list}
      columns={[
        ...orderDocumentColumns<VendorAdvance>(t),
        { title: t("purchasing.advances.cashbank"), dataIndex: "cashbank_name", key: "cashbank" },
        documentColumns.status(t("purchasing.status")),
        documentColumns.amount(t("purchasing.amount"), "amount"),
      ]}
    />
  );
}

/** `/transactions/purchase-request/payment-advance/invoice`: approved orders to pay an advance on. */
export function AdvanceInvoicePage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<PurchaseOrder>
      title={t("purchasing.advances.pick_order")}
      group={t("menu.purchasing")}
      queryKey={["purchasing", "orders", "approved"]}
      fetch={orderApi.list}
      extraParams={{ status: "approved" }}
      searchPlaceholder={t("purchasing.orders.search")}
      rowPath={(row) => `${BASE}/add?order=${row.id}`}
      testId="advance-orders"
      columns={[
        documentColumns.number(t("purchasing.number")),
        documentColumns.date(t("purchasing.date")),
        { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
        documentColumns.amount(t("purchasing.total"), "total", { key: "total" }),
        documentColumns.amount(t("purchasing.advances.advanced"), "advanced_amount", { key: "advanced", sorter: false }),
      ]}
    />
  );
}

/** The order being paid on, its cash or bank account, date, amount and note. */
function AdvanceFields({ form, orders }: { form: FormInstance; orders: readonly PurchaseOrder[] | undefined }) {
  const { t } = useTranslation();
  const orderId = Form.useWatch("order_id", form) as string | undefined;
  const order = orders?.find((o) => o.id === orderId);
  return (
    <div style={{ maxWidth: 640 }}>
      <Form.Item name="order_id" label={t("purchasing.orders.one")} required>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={!orders}
          options={(orders ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.vendor_name}` }))}
          data-testid="advance-order"
        />
      </Form.Item>
      {order && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("purchasing.total")}>
            <Amount value={order.total} />
          </Descriptions.Item>
          <Descriptions.Item label={t("purchasing.advances.advanced")}>
            <Amount value={order.advanced_amount} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form.Item name="cashbank_id" label={t("purchasing.advances.cashbank")} required>
        <RecordSelect path="master-data/cashbank/available" data-testid="advance-cashbank" />
      </Form.Item>
      <Form.Item name="date" label={t("purchasing.date")} required {...dateItemProps}>
        <DatePicker format="DD MMM YYYY" allowClear={false} />
      </Form.Item>
      <Form.Item name="amount" label={t("purchasing.amount")} required>
        <MoneyInput placeholder="0" data-testid="advance-amount" />
      </Form.Item>
      <Form.Item name="description" label={t("purchasing.note")}>
        <Input maxLength={1000} />
      </Form.Item>
    </div>
  );
}

/** An advance as posted: the order it is paid on, from which account, and how much invoices have offset. */
function AdvanceView({ advance }: { advance: VendorAdvance }) {
  const { t } = useTranslation();
  return (
    <DocumentView
      figures={[
        { label: t("purchasing.amount"), value: <Amount value={advance.amount} />, testId: "figure-amount" },
        { label: t("purchasing.advances.settled"), value: <Amount value={advance.settled_amount} />, testId: "figure-settled" },
        { label: t("purchasing.advances.left"), value: <Amount value={money(advance.amount).minus(money(advance.settled_amount)).toFixed(2)} />, testId: "figure-left" },
      ]}
      facts={[
        { label: t("purchasing.orders.one"), value: <OrderLink id={advance.order_id} number={advance.order_number} /> },
        { label: t("purchasing.vendor"), value: advance.vendor_name },
        { label: t("purchasing.date"), value: formatDate(advance.date) },
        { label: t("purchasing.advances.cashbank"), value: advance.cashbank_name },
        { label: t("purchasing.orders.order_total"), value: <Amount value={advance.order_total} /> },
        { label: t("purchasing.note"), value: advance.description ?? "—", wide: true },
      ]}
    />
  );
}

/**
 * `/payment-advance/add?order=` and `/detail/:id`: a down payment from a cash or bank account the user
 * is mapped to, posted when saved (Dr advance payment to vendors / Cr cash or bank).
 */
export function AdvanceScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const orders = useQuery({ queryKey: ["purchasing", "orders", "approved", "pick"], queryFn: () => orderApi.list({ status: "approved", per_page: 100, sort: "-date" }), enabled: !id });
  return (
    <DocumentScreen
      api={advanceApi}
      id={id}
      queryKey={["purchasing", "advance"]}
      {...screenBasics<VendorAdvance>(t, { path: BASE, title: t("purchasing.advances.title") })}
      resource="TxPurchaseRequest"
      title={(advance) => (advance ? t("purchasing.advances.detail_title") : t("purchasing.advances.pay"))}
      journal={{ link: t("purchasing.receipts.open_journal") }}
      form={{
        schema: vendorAdvanceBody,
        initialValues: { date: today(), order_id: params.get("order") ?? undefined },
        testId: "advance-form",
        buttons: [{ label: t("purchasing.advances.pay"), primary: true, testId: "form-save" }],
      }}
      readOnly={(advance) => <AdvanceView advance={advance} />}
      fields={({ form }) => <AdvanceFields form={form} orders={orders.data?.data} />}
    />
  );
}
