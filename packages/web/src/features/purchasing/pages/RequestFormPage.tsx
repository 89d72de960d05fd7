import { BranchesOutlined, PrinterOutlined, TeamOutlined } from "@ant-design/icons";
import { purchaseRequestBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Divider, Form, Input, Row, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, DocumentActions } from "../../../components/documents";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { PATHS, type PurchaseRequest, requestApi } from "../api";
import { DocumentHeading, LifecycleAlert, ProgressTag, useLifecycle } from "../components/common";
import { RequestLinesTable } from "../components/RequestLinesTable";

const BASE = "/transactions/purchase-request";

/** The editor's lines carry `price`; the request's, `estimated_price`. */
const lineConfig: LineItemsConfig = {
  columns: [
    {
      key: "product",
      onPick: (record) => ({
        unit_id: (record.unit_id as string | null) ?? null,
        price: (record.buying_price as string | undefined) ?? "0",
        description: record.name ?? null,
      }),
    },
    "description",
    "quantity",
    "unit",
    { key: "price", label: "purchasing.requests.estimated_price" },
    "amount",
  ],
};
const emptyLine = () => ({ product_id: null, description: "", quantity: "1", unit_id: null, price: "" });

const toValues = (r: PurchaseRequest) => ({
  date: r.date,
  requester: r.requester,
  office_id: r.office_id,
  work_unit_id: r.work_unit_id,
  activity_id: r.activity_id,
  needed_by: r.needed_by,
  purpose: r.purpose,
  tag_ids: r.tag_ids,
  details: r.details.map((d) => ({ product_id: d.product_id, description: d.description, quantity: d.quantity, unit_id: d.unit_id, price: d.estimated_price })),
});

function RequestHeaderFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="date" label={t("purchasing.date")} required {...dateItemProps}>
          <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="requester" label={t("purchasing.requests.requester")} required>
          <Input maxLength={150} data-testid="request-requester" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="needed_by" label={t("purchasing.requests.needed_by")} {...dateItemProps}>
          <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="office_id" label={t("line_items.office")}>
          <RecordSelect kind="office" disabled={disabled || !ability.can("read", "MdOffice")} allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="work_unit_id" label={t("line_items.work_unit")}>
          <RecordSelect kind="work_unit" disabled={disabled || !ability.can("read", "MdWorkUnit")} allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="activity_id" label={t("purchasing.requests.activity")}>
          <RecordSelect kind="activity" disabled={disabled || !ability.can("read", "MdActivity")} allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} sm={24} lg={12}>
        <Form.Item name="tag_ids" label={t("line_items.tags")}>
          <RecordSelect kind="tag" multiple disabled={disabled || !ability.can("read", "MdTag")} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="purpose" label={t("purchasing.requests.purpose")}>
          <Input.TextArea rows={2} maxLength={1000} data-testid="request-purpose" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * `/transactions/purchase-request/add` and `/detail/:id`: a request of goods or services. Drafts and
 * rejected requests are edited here; submitting sends them through the purchase-request approval levels
 * by estimated total. An approved request shows its lines with what was ordered and what is left, and
 * a line can be closed with a reason.
 */
export function RequestFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ["purchasing", "request", id], queryFn: () => requestApi.get(id ?? ""), enabled: !!id });
  const request = query.data?.data;
  useEffect(() => {
    if (request) form.setFieldsValue(toValues(request));
  }, [request, form]);
  const editable = id ? !!request?.actions.includes("edit") && ability.can("update", "TxPurchaseRequest") : ability.can("create", "TxPurchaseRequest");

  const body = () => {
    const values = form.getFieldsValue(true) as ReturnType<typeof toValues>;
    const input = { ...values, details: (values.details ?? []).map(({ price, ...line }) => ({ ...line, estimated_price: price })) };
    return validateWith(form, purchaseRequestBody, input, currentLanguage());
  };
  const save = async (): Promise<boolean> => {
    const parsed = body();
    if (!parsed) return false;
    setSaving(true);
    try {
      const answer = id && request ? await requestApi.update(id, parsed, request.version) : await requestApi.create(parsed);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
      if (!id) await navigate(`${BASE}/detail/${answer.data.id}`);
      return true;
    } catch (error) {
      showServerErrors(form, error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const run = useLifecycle(requestApi, BASE, () => (editable && form.isFieldsTouched() ? save() : Promise.resolve(true)));

  return (
    <>
      <PageHeader
        title={request ? t("purchasing.requests.detail_title") : t("purchasing.requests.add")}
        subtitle={request && <DocumentHeading doc={request} extra={request.status === "approved" && <ProgressTag progress={request.progress} />} />}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.requests.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          request && (
            <DocumentActions
              actions={request.actions}
              allowed={{ submit: ability.can("create", "TxPurchaseRequest"), delete: ability.can("delete", "TxPurchaseRequest"), cancel: ability.can("delete", "TxPurchaseRequest") }}
              run={(action, note) => run(request.id, action, note)}
              extra={
                <Space wrap>
                  <LinkButton icon={<PrinterOutlined />} to={`${BASE}/prints/${request.id}`} data-testid="request-print">
                    {t("purchasing.print")}
                  </LinkButton>
                  {request.status === "approved" && (
                    <>
                      <LinkButton icon={<TeamOutlined />} to={`${BASE}/assign-vendor/add?request=${request.id}`} data-testid="request-assign-vendor">
                        {t("purchasing.sourcing.assign_vendor")}
                      </LinkButton>
                      <LinkButton icon={<BranchesOutlined />} to={`${BASE}/tracking/detail/${request.id}`} data-testid="request-tracking">
                        {t("purchasing.tracking.open")}
                      </LinkButton>
                    </>
                  )}
                </Space>
              }
            />
          )
        }
      />
      {request && <LifecycleAlert doc={request} />}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={() => void save()}
            onValuesChange={clearErrorsOnChange(form)}
            disabled={!editable}
            initialValues={{ date: today(), details: [emptyLine()], tag_ids: [] }}
            data-testid="request-form"
          >
            <RequestHeaderFields disabled={!editable} />
            <Divider titlePlacement="start">{t("purchasing.lines")}</Divider>
            {request && !editable ? (
              <RequestLinesTable request={request} />
            ) : (
              <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="request-lines" />
            )}
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
                  {t("common.save")}
                </Button>
              )}
              <LinkButton to={BASE} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {request && <ApprovalPanel approval={request.approval} />}
      {request && (
        <AttachmentsCard
          documentPath={`${PATHS.request}/${request.id}`}
          canUpload={ability.can("create", "TxPurchaseRequest")}
          canDelete={ability.can("delete", "TxPurchaseRequest")}
        />
      )}
    </>
  );
}
