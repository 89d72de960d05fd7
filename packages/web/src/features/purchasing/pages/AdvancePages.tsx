import { PlusOutlined } from "@ant-design/icons";
import { vendorAdvanceBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, DatePicker, Descriptions, Form, Input, Select, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { advanceApi, orderApi, PATHS, type PurchaseOrder, type VendorAdvance } from "../api";
import { DocumentHeading, useLifecycle } from "../components/common";

const BASE = "/transactions/purchase-request/payment-advance";

/** `/transactions/purchase-request/payment-advance`: down payments to vendors against their orders. */
export function AdvanceListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("purchasing.advances.title")}
        subtitle={t("purchasing.advances.subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.advances.title") }]}
        actions={
          ability.can("create", "TxPurchaseRequest") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${BASE}/invoice`}>
              {t("purchasing.advances.pay")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<VendorAdvance>
          queryKey={["purchasing", "advances"]}
          fetch={advanceApi.list}
          filters={{ sort: "-date" }}
          searchPlaceholder={t("purchasing.advances.search")}
          onOpen={(row) => void navigate(`${BASE}/detail/${row.id}`)}
          testId="advance-table"
          columns={[
            { title: t("purchasing.number"), dataIndex: "number", key: "number" },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", render: formatDate },
            { title: t("purchasing.orders.one"), dataIndex: "order_number", key: "order" },
            { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
            { title: t("purchasing.advances.cashbank"), dataIndex: "cashbank_name", key: "cashbank" },
            { title: t("purchasing.status"), dataIndex: "status", key: "status", render: (v: VendorAdvance["status"]) => <DocumentStatusTag status={v} /> },
            { title: t("purchasing.amount"), dataIndex: "amount", key: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}

/** `/transactions/purchase-request/payment-advance/invoice`: approved orders to pay an advance on. */
export function AdvanceInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("purchasing.advances.pick_order")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.advances.title") }, { title: t("purchasing.advances.pick_order") }]}
      />
      <Card>
        <ResourceTable<PurchaseOrder>
          queryKey={["purchasing", "orders", "approved"]}
          fetch={orderApi.list}
          filters={{ status: "approved", sort: "-date" }}
          searchPlaceholder={t("purchasing.orders.search")}
          onOpen={(row) => void navigate(`${BASE}/add?order=${row.id}`)}
          testId="advance-orders"
          columns={[
            { title: t("purchasing.number"), dataIndex: "number", key: "number" },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", render: formatDate },
            { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
            { title: t("purchasing.total"), dataIndex: "total", key: "total", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("purchasing.advances.advanced"), dataIndex: "advanced_amount", key: "advanced", align: "right", render: (v: string) => <Amount value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * `/payment-advance/add?order=` and `/detail/:id`: a down payment from a cash or bank account the user
 * is mapped to, posted when saved (Dr advance payment to vendors / Cr cash or bank).
 */
export function AdvanceFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ["purchasing", "advance", id], queryFn: () => advanceApi.get(id ?? ""), enabled: !!id });
  const advance = query.data?.data;
  const orders = useQuery({ queryKey: ["purchasing", "orders", "approved", "pick"], queryFn: () => orderApi.list({ status: "approved", per_page: 100, sort: "-date" }), enabled: !id });
  const run = useLifecycle(advanceApi, BASE);
  const orderId = Form.useWatch("order_id", form) as string | undefined;
  const order = orders.data?.data.find((o) => o.id === orderId);

  const save = async () => {
    const body = validateWith(form, vendorAdvanceBody, form.getFieldsValue(true), currentLanguage());
    if (!body) return;
    setSaving(true);
    try {
      const answer = await advanceApi.create(body);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
      await navigate(`${BASE}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  if (id) {
    return (
      <>
        <PageHeader
          title={t("purchasing.advances.detail_title")}
          subtitle={advance && <DocumentHeading doc={advance} />}
          trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.advances.title") }, { title: t("common.detail") }]}
          actions={
            advance && (
              <DocumentActions
                actions={advance.actions}
                allowed={{ cancel: ability.can("delete", "TxPurchaseRequest"), delete: ability.can("delete", "TxPurchaseRequest") }}
                run={(action, note) => run(advance.id, action, note)}
                extra={<LinkButton to={BASE}>{t("common.back")}</LinkButton>}
              />
            )
          }
        />
        <Card style={{ marginBottom: 16 }}>
          {!advance ? (
            <Skeleton active />
          ) : (
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t("purchasing.orders.one")}>
                <Link to={`/transactions/purchase-order/detail/${advance.order_id}`}>{advance.order_number}</Link>
              </Descriptions.Item>
              <Descriptions.Item label={t("purchasing.vendor")}>{advance.vendor_name}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.date")}>{formatDate(advance.date)}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.advances.cashbank")}>{advance.cashbank_name}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.amount")}>
                <Amount value={advance.amount} strong />
              </Descriptions.Item>
              <Descriptions.Item label={t("purchasing.advances.settled")}>
                <Amount value={advance.settled_amount} />
              </Descriptions.Item>
              <Descriptions.Item label={t("purchasing.note")}>{advance.description ?? "—"}</Descriptions.Item>
              <Descriptions.Item label={t("purchasing.receipts.journal")}>
                {advance.journal_ids[0] ? <Link to={`/transactions/journal/detail/${advance.journal_ids[0]}`}>{t("purchasing.receipts.open_journal")}</Link> : "—"}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Card>
        {advance && <AttachmentsCard documentPath={`${PATHS.advance}/${advance.id}`} canUpload={ability.can("create", "TxPurchaseRequest")} canDelete={ability.can("delete", "TxPurchaseRequest")} />}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("purchasing.advances.pay")} trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.advances.title") }, { title: t("common.add") }]} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{ date: today(), order_id: params.get("order") ?? undefined }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={() => void save()}
          data-testid="advance-form"
        >
          <Form.Item name="order_id" label={t("purchasing.orders.one")} required>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              loading={orders.isPending}
              options={(orders.data?.data ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.vendor_name}` }))}
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
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
              {t("purchasing.advances.pay")}
            </Button>
            <LinkButton to={BASE}>{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}
