import { DeleteOutlined, TrophyOutlined } from "@ant-design/icons";
import { assignPriceBody, money } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Popconfirm, Select, Skeleton, Space, Table, Tag, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { formatDate, formatTime } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type Sourcing, sourcingApi } from "../api";
import { SourcingStatusTag } from "./SourcingListPage";

const BASE = "/transactions/purchase-request";
type Quote = Sourcing["quotes"][number];

const toValues = (s: Sourcing) => ({
  quotes: s.quotes.map((q) => ({
    quote_id: q.id,
    price: q.price ?? "",
    delivery_days: q.delivery_days,
    terms: q.terms,
    awarded_quantity: q.awarded_quantity === "0" ? "" : q.awarded_quantity,
    award_reason: q.award_reason,
  })),
});

/** The vendors with won quantities not yet ordered, once each: an order from the comparison starts with one of them. */
const vendorsToOrder = (s: Sourcing) => [
  ...new Map(s.quotes.filter((q) => money(q.awarded_quantity).gt(q.ordered_quantity)).map((q) => [q.vendor_id, { id: q.vendor_id, name: q.vendor_name }])).values(),
];

/**
 * Assign vendor detail and assign price (`/assign-vendor/detail/:id`, `/assign-price/detail/:id`): the
 * vendors of each line side by side — quoted price, line amount, delivery time, terms — the cheapest
 * marked; purchasing enters the quotes and the quantity each vendor wins (two vendors may share a line),
 * with a reason when the winner is not the cheapest.
 */
function SourcingDetail({ mode }: { mode: "vendor" | "price" }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ["purchasing", "sourcing", id], queryFn: () => sourcingApi.get(id) });
  const sourcing = query.data?.data;
  useEffect(() => {
    if (sourcing) form.setFieldsValue(toValues(sourcing));
  }, [sourcing, form]);
  const ordered = !!sourcing?.quotes.some((q) => q.ordered_quantity !== "0");
  const editable = mode === "price" && !ordered && ability.can("update", "TxPurchaseRequest");

  const save = async () => {
    if (!sourcing) return;
    const values = form.getFieldsValue(true) as ReturnType<typeof toValues>;
    const body = validateWith(form, assignPriceBody, { version: sourcing.version, quotes: values.quotes }, currentLanguage());
    if (!body) return;
    setSaving(true);
    try {
      const answer = await sourcingApi.assignPrices(sourcing.id, body);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    toast.success((await sourcingApi.remove(id)).message);
    queryClient.removeQueries({ queryKey: ["purchasing"] });
    await navigate(`${BASE}/assign-vendor`);
  };

  const index = new Map(sourcing?.quotes.map((q, i) => [q.id, i]) ?? []);
  const lines = [...new Map(sourcing?.quotes.map((q) => [q.request_line_id, q]) ?? []).values()];
  const cell = (q: Quote, field: string, node: ReactNode) => (
    <Form.Item name={["quotes", index.get(q.id) ?? 0, field]} style={{ margin: 0 }}>
      {node}
    </Form.Item>
  );

  return (
    <>
      <PageHeader
        title={mode === "vendor" ? t("purchasing.sourcing.vendor_detail") : t("purchasing.sourcing.price_detail")}
        subtitle={sourcing && <SourcingStatusTag status={sourcing.status} />}
        trail={[{ title: t("menu.purchasing") }, { title: mode === "vendor" ? t("purchasing.sourcing.vendor_title") : t("purchasing.sourcing.price_title") }, { title: t("common.detail") }]}
        actions={
          sourcing && (
            <Space wrap>
              {mode === "vendor" && ability.can("update", "TxPurchaseRequest") && (
                <LinkButton type="primary" to={`${BASE}/assign-price/detail/${sourcing.id}`} data-testid="open-assign-price">
                  {t("purchasing.sourcing.assign_price")}
                </LinkButton>
              )}
              {sourcing.status === "priced" &&
                ability.can("create", "TxPurchaseOrder") &&
                vendorsToOrder(sourcing).map((vendor) => (
                  <LinkButton
                    key={vendor.id}
                    to={`/transactions/purchase-order/add?vendor_id=${vendor.id}&request_id=${sourcing.request_id}`}
                    data-testid={`order-from-${vendor.name}`}
                  >
                    {t("purchasing.orders.order_from", { vendor: vendor.name })}
                  </LinkButton>
                ))}
              {!ordered && ability.can("delete", "TxPurchaseRequest") && (
                <Popconfirm title={t("purchasing.sourcing.delete_confirm")} description={t("common.cannot_recover")} okText={t("common.delete")} onConfirm={() => void remove()}>
                  <Button danger icon={<DeleteOutlined />}>
                    {t("common.delete")}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        {!sourcing ? (
          <Skeleton active />
        ) : (
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t("purchasing.requests.one")}>
              <LinkButton type="link" size="small" to={`${BASE}/detail/${sourcing.request_id}`}>
                {sourcing.request_number}
              </LinkButton>
            </Descriptions.Item>
            <Descriptions.Item label={t("purchasing.requests.requester")}>{sourcing.requester}</Descriptions.Item>
            <Descriptions.Item label={t("purchasing.date")}>{formatDate(sourcing.date)}</Descriptions.Item>
            <Descriptions.Item label={t("purchasing.sourcing.assigned_by")}>{sourcing.created_by_name}</Descriptions.Item>
            <Descriptions.Item label={t("purchasing.sourcing.priced_by")}>{sourcing.priced_by_name ? `${sourcing.priced_by_name} · ${formatTime(sourcing.priced_at)}` : "—"}</Descriptions.Item>
            <Descriptions.Item label={t("purchasing.note")}>{sourcing.note ?? "—"}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {ordered && mode === "price" && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("purchasing.sourcing.ordered_note")} />}
      {sourcing && (
        <Form form={form} layout="vertical" disabled={!editable} onValuesChange={clearErrorsOnChange(form)} onFinish={() => void save()} data-testid="assign-price-form">
          {lines.map((line) => {
            const quotes = sourcing.quotes.filter((q) => q.request_line_id === line.request_line_id);
            return (
              <Card
                key={line.request_line_id}
                size="small"
                style={{ marginBottom: 16 }}
                title={`${line.line_no}. ${line.line_description} — ${line.line_quantity} ${line.unit_name ?? ""}`}
                data-testid={`comparison-${line.line_no}`}
              >
                <Table<Quote>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={quotes}
                  scroll={{ x: true }}
                  columns={[
                    {
                      title: t("purchasing.vendor"),
                      dataIndex: "vendor_name",
                      render: (name: string, q) => (
                        <Space>
                          <Typography.Text>{name}</Typography.Text>
                          {q.cheapest && (
                            <Tag color="green" icon={<TrophyOutlined />}>
                              {t("purchasing.sourcing.cheapest")}
                            </Tag>
                          )}
                        </Space>
                      ),
                    },
                    { title: t("line_items.price"), key: "price", width: 160, render: (_: unknown, q) => (editable ? cell(q, "price", <MoneyInput placeholder="0" />) : <Amount value={q.price} />) },
                    { title: t("line_items.amount"), dataIndex: "amount", align: "right", render: (v: string | null) => (v ? <Amount value={v} /> : "—") },
                    {
                      title: t("purchasing.sourcing.delivery_days"),
                      key: "delivery_days",
                      width: 120,
                      render: (_: unknown, q) => (editable ? cell(q, "delivery_days", <InputNumber min={0} max={3650} style={{ width: "100%" }} />) : (q.delivery_days ?? "—")),
                    },
                    { title: t("purchasing.terms"), key: "terms", render: (_: unknown, q) => (editable ? cell(q, "terms", <Input maxLength={1000} />) : (q.terms ?? "—")) },
                    {
                      title: t("purchasing.sourcing.awarded"),
                      key: "awarded",
                      width: 110,
                      render: (_: unknown, q) => (editable ? cell(q, "awarded_quantity", <Input inputMode="decimal" placeholder="0" data-testid={`award-${line.line_no}-${q.vendor_name}`} />) : q.awarded_quantity),
                    },
                    {
                      title: t("purchasing.sourcing.award_reason"),
                      key: "award_reason",
                      render: (_: unknown, q) => (editable ? cell(q, "award_reason", <Input maxLength={1000} placeholder={t("purchasing.sourcing.reason_hint")} />) : (q.award_reason ?? "")),
                    },
                    { title: t("purchasing.ordered"), dataIndex: "ordered_quantity", align: "right" },
                  ]}
                />
              </Card>
            );
          })}
          <Space>
            {editable && (
              <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
                {t("purchasing.sourcing.save_prices")}
              </Button>
            )}
            <LinkButton to={`${BASE}/${mode === "vendor" ? "assign-vendor" : "assign-price"}`} disabled={false}>
              {t("common.back")}
            </LinkButton>
          </Space>
        </Form>
      )}
    </>
  );
}

export const AssignVendorDetailPage = () => <SourcingDetail mode="vendor" />;
export const AssignPriceDetailPage = () => <SourcingDetail mode="price" />;

/** `/transactions/purchase-request/assign-price/add`: picks an assignment waiting for its prices. */
export function AssignPricePickPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: ["purchasing", "sourcings", "waiting"], queryFn: () => sourcingApi.list({ status: "vendors_assigned", per_page: 100 }) });
  return (
    <>
      <PageHeader title={t("purchasing.sourcing.assign_price")} trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.sourcing.price_title") }, { title: t("common.add") }]} />
      <Card>
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Text>{t("purchasing.sourcing.pick_sourcing")}</Typography.Text>
          <Select
            style={{ minWidth: 360 }}
            loading={list.isPending}
            onChange={(value: string) => void navigate(`${BASE}/assign-price/detail/${value}`)}
            options={(list.data?.data ?? []).map((s) => ({ value: s.id, label: `${s.request_number} · ${s.requester} · ${formatDate(s.date)} (${s.vendor_count})` }))}
            data-testid="sourcing-select"
          />
        </Space>
      </Card>
    </>
  );
}
