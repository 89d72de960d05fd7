import { BranchesOutlined, PrinterOutlined, TeamOutlined } from "@ant-design/icons";
import { purchaseRequestBody } from "@neraca/core";
import { Col, DatePicker, Divider, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { BudgetCheckPanel } from "../../../components/budget/BudgetCheckPanel";
import { useParams } from "react-router";
import { DocumentScreen } from "../../../components/documents";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, today } from "../../../lib/dates";
import { type PurchaseRequest, requestApi } from "../api";
import { ProgressTag, screenBasics } from "../components/common";
import { RequestView } from "../components/RequestView";

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

/** The form's values → the body: the editor's `price` is the request's `estimated_price`. */
const toBody = (values: Record<string, unknown>) => ({
  ...values,
  details: ((values.details ?? []) as { price?: unknown }[]).map(({ price, ...line }) => ({ ...line, estimated_price: price })),
});

/** Print, and once approved: assign vendors and follow the request. */
function RequestActions({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
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
  return (
    <DocumentScreen
      api={requestApi}
      id={id}
      queryKey={["purchasing", "request"]}
      {...screenBasics<PurchaseRequest>(t, { path: BASE, title: t("purchasing.requests.title") }, (request) => request.status === "approved" && <ProgressTag progress={request.progress} />)}
      resource="TxPurchaseRequest"
      title={(request) => (request ? t("purchasing.requests.detail_title") : t("purchasing.requests.add"))}
      actions={(request) => <RequestActions request={request} />}
      above={(request) => (request ? <BudgetCheckPanel documentType="purchase_request" documentId={request.id} status={request.status} /> : null)}
      form={{
        schema: purchaseRequestBody,
        toValues,
        toBody,
        initialValues: { date: today(), details: [emptyLine()], tag_ids: [] },
        testId: "request-form",
        submitSavesChanges: true,
        buttons: [{ label: t("common.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(request) => <RequestView request={request} />}
      fields={({ form, editable }) => (
        <>
          <RequestHeaderFields disabled={!editable} />
          <Divider titlePlacement="start">{t("purchasing.lines")}</Divider>
          <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="request-lines" />
        </>
      )}
    />
  );
}
