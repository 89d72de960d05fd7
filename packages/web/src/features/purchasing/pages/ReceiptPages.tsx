import { PlusOutlined } from "@ant-design/icons";
import { goodsReceiptBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Form, Input, Select, Skeleton, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type GoodsReceipt, PATHS, receiptApi } from "../api";
import { DocumentHeading, useLifecycle } from "../components/common";

const BASE = "/transactions/goods-recipient";

/** `/transactions/goods-recipient`: receipts of ordered goods, numbered and posted when saved. */
export function ReceiptListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("purchasing.receipts.title")}
        subtitle={t("purchasing.receipts.subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.receipts.title") }]}
        actions={
          ability.can("create", "TxGoodsRecipient") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${BASE}/invoice`} data-testid="receipt-add">
              {t("purchasing.receipts.receive")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<GoodsReceipt>
          queryKey={["purchasing", "receipts"]}
          fetch={receiptApi.list}
          filters={{ sort: "-date" }}
          searchPlaceholder={t("purchasing.receipts.search")}
          onOpen={(row) => void navigate(`${BASE}/detail/${row.id}`)}
          testId="receipt-table"
          columns={[
            { title: t("purchasing.number"), dataIndex: "number", key: "number" },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate },
            { title: t("purchasing.orders.one"), dataIndex: "order_number", key: "order" },
            { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
            { title: t("purchasing.receipts.receiver"), dataIndex: "receiver", key: "receiver" },
            { title: t("purchasing.status"), dataIndex: "status", key: "status", render: (v: GoodsReceipt["status"]) => <DocumentStatusTag status={v} /> },
            { title: t("purchasing.receipts.inventory_amount"), dataIndex: "inventory_amount", key: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * `/transactions/goods-recipient/invoice`: pick an open order, then what arrived of each line (at most what
 * is still to receive). Saving numbers the receipt and posts inventory products (Dr inventory / Cr goods
 * received not invoiced).
 */
export function ReceiptInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const orderId = params.get("order") ?? undefined;
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState("");
  const open = useQuery({ queryKey: ["purchasing", "open-orders", search], queryFn: () => receiptApi.openOrders({ q: search || undefined }) });
  const order = (open.data?.data ?? []).find((o) => o.id === orderId);
  const lines = (order?.details ?? []).filter((l) => l.remaining_quantity !== "0");

  const save = async () => {
    const values = form.getFieldsValue(true) as { date: string; receiver: string; note?: string; quantities?: Record<string, string> };
    const details = lines
      .map((l) => ({ order_line_id: l.id, quantity: (values.quantities?.[l.id] ?? "").trim() }))
      .filter((d) => d.quantity !== "" && d.quantity !== "0");
    const body = validateWith(form, goodsReceiptBody, { order_id: orderId, date: values.date, receiver: values.receiver, note: values.note, details }, currentLanguage());
    if (!body) return;
    setSaving(true);
    try {
      const answer = await receiptApi.create(body);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
      await navigate(`${BASE}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
      const errors = (error as { body?: { errors?: Record<string, string[]> } }).body?.errors ?? {};
      for (const [key, messages] of Object.entries(errors)) {
        const match = /^details\.(\d+)\.quantity$/.exec(key);
        const line = match ? details[Number(match[1])] : undefined;
        if (line) form.setFields([{ name: ["quantities", line.order_line_id], errors: messages }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t("purchasing.receipts.receive")}
        subtitle={t("purchasing.receipts.receive_subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.receipts.title") }, { title: t("purchasing.receipts.receive") }]}
      />
      <Card>
        <Form form={form} layout="vertical" initialValues={{ date: today() }} onValuesChange={clearErrorsOnChange(form)} onFinish={() => void save()} data-testid="receipt-form">
          <Space wrap align="start" size={16}>
            <Form.Item label={t("purchasing.orders.one")} required style={{ minWidth: 380 }}>
              <Select
                showSearch={{ filterOption: false, onSearch: setSearch }}
                value={orderId}
                onChange={(value: string) => setParams({ order: value })}
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
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={lines}
                data-testid="receipt-lines"
                columns={[
                  { title: "#", dataIndex: "line_no", width: 40 },
                  { title: t("line_items.product"), key: "item", render: (_: unknown, l) => l.description ?? l.product_name },
                  { title: t("purchasing.orders.ordered_quantity"), dataIndex: "quantity", align: "right" },
                  { title: t("purchasing.orders.received"), dataIndex: "received_quantity", align: "right" },
                  { title: t("purchasing.receipts.outstanding"), dataIndex: "remaining_quantity", align: "right" },
                  { title: t("line_items.unit"), dataIndex: "unit_name" },
                  {
                    title: t("purchasing.receipts.quantity_now"),
                    key: "now",
                    width: 160,
                    render: (_: unknown, l) => (
                      <Form.Item name={["quantities", l.id]} style={{ margin: 0 }}>
                        <Input inputMode="decimal" placeholder="0" data-testid={`receive-${l.line_no}`} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            ))}
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!order || lines.length === 0} data-testid="form-save">
              {t("purchasing.receipts.save")}
            </Button>
            <LinkButton to={BASE}>{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}

/** `/transactions/goods-recipient/detail/:id`: a receipt, its journal, and cancelling it. */
export function ReceiptDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const query = useQuery({ queryKey: ["purchasing", "receipt", id], queryFn: () => receiptApi.get(id) });
  const receipt = query.data?.data;
  const run = useLifecycle(receiptApi, BASE);
  return (
    <>
      <PageHeader
        title={t("purchasing.receipts.detail_title")}
        subtitle={receipt && <DocumentHeading doc={receipt} />}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.receipts.title") }, { title: t("common.detail") }]}
        actions={
          receipt && (
            <DocumentActions
              actions={receipt.actions}
              allowed={{ cancel: ability.can("delete", "TxGoodsRecipient"), delete: ability.can("delete", "TxGoodsRecipient") }}
              run={(action, note) => run(receipt.id, action, note)}
              extra={<LinkButton to={BASE}>{t("common.back")}</LinkButton>}
            />
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        {!receipt ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t("purchasing.orders.one")}>
                <Link to={`/transactions/purchase-order/detail/${receipt.order_id}`}>{receipt.order_number}</Link>
              </Descriptions.Item>
              <Descriptions.Item label={t("purchasing.vendor")}>{receipt.vendor_name}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.date")}>{formatDate(receipt.date)}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.receipts.receiver")}>{receipt.receiver}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.receipts.inventory_amount")}>
                <Amount value={receipt.inventory_amount} />
              </Descriptions.Item>
              <Descriptions.Item label={t("purchasing.receipts.journal")}>
                {receipt.journal_ids[0] ? <Link to={`/transactions/journal/detail/${receipt.journal_ids[0]}`}>{t("purchasing.receipts.open_journal")}</Link> : t("purchasing.receipts.no_journal")}
              </Descriptions.Item>
            </Descriptions>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={receipt.details}
              data-testid="receipt-detail-lines"
              columns={[
                { title: "#", dataIndex: "line_no", width: 40 },
                { title: t("line_items.product"), dataIndex: "description" },
                { title: t("purchasing.receipts.quantity_now"), dataIndex: "quantity", align: "right" },
                { title: t("line_items.unit"), dataIndex: "unit_name" },
                { title: t("purchasing.orders.ordered_quantity"), dataIndex: "ordered_quantity", align: "right" },
                { title: t("purchasing.orders.received"), dataIndex: "received_quantity", align: "right" },
                { title: t("purchasing.receipts.outstanding"), dataIndex: "remaining_quantity", align: "right" },
                { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
              ]}
            />
          </>
        )}
      </Card>
      {receipt && <AttachmentsCard documentPath={`${PATHS.receipt}/${receipt.id}`} canUpload={ability.can("create", "TxGoodsRecipient")} canDelete={ability.can("delete", "TxGoodsRecipient")} />}
    </>
  );
}
