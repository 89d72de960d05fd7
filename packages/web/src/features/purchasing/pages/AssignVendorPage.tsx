import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { dateItemProps, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { requestApi, sourcingApi } from "../api";

const BASE = "/transactions/purchase-request";

/** An approved request, picked by number or requester. */
export function ApprovedRequestSelect({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const list = useQuery({
    queryKey: ["purchasing", "requests", "approved", q],
    queryFn: () => requestApi.list({ status: "approved", q: q || undefined, per_page: 50, sort: "-date" }),
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value}
      onChange={onChange}
      placeholder={t("purchasing.sourcing.pick_request")}
      loading={list.isFetching}
      data-testid="request-select"
      options={(list.data?.data ?? []).map((r) => ({ value: r.id, label: `${r.number} · ${r.requester}${r.purpose ? ` · ${r.purpose}` : ""}` }))}
    />
  );
}

/**
 * `/transactions/purchase-request/assign-vendor/add`: the vendors asked to quote for the open lines of
 * one approved request (several per line; a line is split between vendors when prices are assigned).
 */
export function AssignVendorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const requestId = Form.useWatch("request_id", form) as string | undefined;
  const request = useQuery({ queryKey: ["purchasing", "request", requestId], queryFn: () => requestApi.get(requestId ?? ""), enabled: !!requestId });
  const lines = (request.data?.data.details ?? []).filter((l) => !l.closed && l.remaining_quantity !== "0");

  const save = async () => {
    const values = form.getFieldsValue(true) as { request_id?: string; date: string; note?: string; vendors?: Record<string, string[]> };
    const chosen = lines.filter((l) => (values.vendors?.[l.id] ?? []).length > 0);
    setSaving(true);
    try {
      const answer = await sourcingApi.assignVendors({
        request_id: values.request_id ?? "",
        date: values.date,
        note: values.note ?? null,
        lines: chosen.map((l) => ({ request_line_id: l.id, vendor_ids: values.vendors?.[l.id] ?? [] })),
      });
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
      await navigate(`${BASE}/assign-price/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
      // `lines.2.vendor_ids.0` belongs under the vendors of the chosen line it names.
      const errors = (error as { body?: { errors?: Record<string, string[]> } }).body?.errors ?? {};
      for (const [key, messages] of Object.entries(errors)) {
        const at = /^lines\.(\d+)\./.exec(key);
        const line = at ? chosen[Number(at[1])] : undefined;
        if (line) form.setFields([{ name: ["vendors", line.id], errors: messages }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t("purchasing.sourcing.assign_vendor")}
        subtitle={t("purchasing.sourcing.vendor_subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.sourcing.vendor_title") }, { title: t("common.add") }]}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ date: today(), request_id: params.get("request") ?? undefined }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={() => void save()}
          data-testid="assign-vendor-form"
        >
          <Space wrap align="start" size={16}>
            <Form.Item name="request_id" label={t("purchasing.requests.one")} required style={{ minWidth: 360 }}>
              <ApprovedRequestSelect />
            </Form.Item>
            <Form.Item name="date" label={t("purchasing.date")} required {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" allowClear={false} />
            </Form.Item>
            <Form.Item name="note" label={t("purchasing.note")} style={{ minWidth: 320 }}>
              <Input maxLength={1000} />
            </Form.Item>
          </Space>
          {requestId && lines.length === 0 && !request.isFetching ? (
            <Empty description={t("purchasing.sourcing.nothing_open")} />
          ) : (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={lines}
              data-testid="assign-vendor-lines"
              columns={[
                { title: "#", dataIndex: "line_no", width: 40 },
                { title: t("line_items.product"), key: "item", render: (_: unknown, l) => l.description ?? l.product_name },
                { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
                { title: t("line_items.unit"), dataIndex: "unit_name" },
                {
                  title: t("purchasing.sourcing.vendors"),
                  key: "vendors",
                  width: "50%",
                  render: (_: unknown, l) => (
                    <Form.Item name={["vendors", l.id]} style={{ margin: 0 }}>
                      <RecordSelect path="master-data/contact" params={{ type: "vendor" }} multiple placeholder={t("purchasing.sourcing.pick_vendors")} data-testid={`vendors-${l.line_no}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!requestId} data-testid="form-save">
              {t("purchasing.sourcing.assign_vendor")}
            </Button>
            <LinkButton to={`${BASE}/assign-vendor`}>{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}
