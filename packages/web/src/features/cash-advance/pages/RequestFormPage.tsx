import { CheckOutlined, DollarOutlined } from "@ant-design/icons";
import { cashAdvanceRequestBody } from "@neraca/core";
import { Col, Form, Input, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { BudgetCheckPanel } from "../../../components/budget/BudgetCheckPanel";
import { DocumentScreen, DocumentView } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { formatDate, today } from "../../../lib/dates";
import { type CashAdvanceRequest, keys, pickerApi, requestApi } from "../api";
import { RequestSummary } from "../components/RequestSummary";
import { DateField, useAdvanceTypes } from "../components/shared";

const LIST = "/transactions/cash-advance/request";
const detailPath = (request: { id: string }) => `${LIST}/detail/${request.id}`;

const toValues = (r: CashAdvanceRequest) => ({
  date: r.date,
  purpose_date: r.purpose_date,
  advance_type: r.advance_type,
  employee_id: r.employee_id,
  request_amount: r.request_amount,
  account_id: r.account_id,
  activity_id: r.activity_id,
  office_id: r.office_id,
  notes: r.notes,
});

/**
 * `/transactions/cash-advance/request/add` and `/detail/:id`: a request (date, purpose date, type,
 * employee, amount, account, activity, notes, attachments), saved as a draft and submitted to the
 * cash-advance-request levels. Approvers go on to `request-approval` to grant an amount; once
 * approved, the cashier pays it.
 */
export function RequestFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ability = useAbility();
  const { options } = useAdvanceTypes();
  return (
    <DocumentScreen
      api={requestApi}
      id={id}
      queryKey={keys.of("request")}
      refresh={[keys.all]}
      resource="TxCashAdvanceRequest"
      // Approvers grant an amount on the approval screen.
      allowed={{ approve: false, reject: false }}
      listPath={LIST}
      detailPath={detailPath}
      above={(request) => (request ? <BudgetCheckPanel documentType="cash_advance_request" documentId={request.id} status={request.status} /> : null)}
      title={(request) => (request ? t("cash_advance.request.detail", { number: request.number ?? t("lifecycle.no_number") }) : t("cash_advance.request.add"))}
      trail={[{ title: t("cash_advance.group") }, { title: <Link to={LIST}>{t("cash_advance.request.title")}</Link> }]}
      heading={{
        testId: "request-heading",
        facts: (request) => (
          <>
            <Typography.Text strong>{request.number ?? t("lifecycle.no_number")}</Typography.Text>
            {request.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: request.requested_by_name })}</Typography.Text>}
            {request.approved_amount && (
              <Typography.Text data-testid="request-approved-amount">
                · {t("cash_advance.fields.approved_amount")}: <Amount value={request.approved_amount} strong />
              </Typography.Text>
            )}
            {request.cash_advance_id && (
              <Link to={`/transactions/cash-advance/detail/${request.cash_advance_id}`} data-testid="request-paid-by">
                {t("cash_advance.request.paid_by", { number: request.cash_advance_number })}
              </Link>
            )}
          </>
        ),
      }}
      submitTexts={{ label: t("cash_advance.request.submit"), confirm: t("cash_advance.request.submit_confirm"), description: t("cash_advance.request.submit_text") }}
      actions={(request) => (
        <>
          {request.approval.can_act && (
            <LinkButton type="primary" icon={<CheckOutlined />} to={`/transactions/cash-advance/request-approval/detail/${request.id}`} data-testid="request-approve-open">
              {t("cash_advance.request.approve_with_amount")}
            </LinkButton>
          )}
          {request.status === "approved" && !request.cash_advance_id && ability.can("create", "TxCashAdvance") && (
            <LinkButton icon={<DollarOutlined />} to={`/transactions/cash-advance/add?request_id=${request.id}`} data-testid="request-pay">
              {t("cash_advance.request.pay")}
            </LinkButton>
          )}
        </>
      )}
      print={{ label: t("cash_advance.print") }}
      form={{
        schema: cashAdvanceRequestBody,
        toValues,
        initialValues: { date: today(), purpose_date: today(), advance_type: "travel" },
        submitSavesChanges: true,
        testId: "request-form",
        buttons: [{ label: t("cash_advance.request.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(request) => (
        <DocumentView
          figures={[
            { label: t("cash_advance.fields.request_amount"), value: <Amount value={request.request_amount} />, testId: "figure-request-amount" },
            { label: t("cash_advance.fields.approved_amount"), value: request.approved_amount ? <Amount value={request.approved_amount} /> : "—", testId: "figure-approved-amount" },
            { label: t("cash_advance.fields.purpose_date"), value: formatDate(request.purpose_date), testId: "figure-purpose-date" },
          ]}
          facts={[]}
        >
          <RequestSummary request={request} />
        </DocumentView>
      )}
      fields={() => (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <DateField />
          </Col>
          <Col xs={24} md={8}>
            <DateField name="purpose_date" label={t("cash_advance.fields.purpose_date")} />
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="advance_type" label={t("cash_advance.fields.advance_type")} required>
              <Select options={options} data-testid="request-type" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="employee_id" label={t("cash_advance.fields.employee")} required>
              <RecordSelect path={pickerApi.employeePath} source="master-data/employee" quickCreate data-testid="request-employee" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="request_amount" label={t("cash_advance.fields.request_amount")} required>
              <MoneyInput data-testid="request-amount" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="account_id" label={t("cash_advance.fields.account")} extra={t("cash_advance.fields.account_hint")}>
              <RecordSelect kind="account" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="activity_id" label={t("cash_advance.fields.activity")}>
              <RecordSelect kind="activity" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="office_id" label={t("cash_advance.fields.office")}>
              <RecordSelect kind="office" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t("cash_advance.fields.notes")}>
              <Input.TextArea rows={2} data-testid="request-notes" />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
