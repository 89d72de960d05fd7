import { CheckOutlined, DollarOutlined, PrinterOutlined } from "@ant-design/icons";
import { cashAdvanceRequestBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Form, Input, Row, Select, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { printDocument } from "../../../lib/document-api";
import { toast } from "../../../lib/toast";
import { type CashAdvanceRequest, keys, pickerApi, requestApi } from "../api";
import { DocumentStateAlert } from "../components/DocumentStateAlert";
import { useAdvanceTypes } from "../components/shared";

const LIST = "/transactions/cash-advance/request";
const detailPath = (id: string) => `${LIST}/detail/${id}`;

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
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { options } = useAdvanceTypes();
  const query = useQuery({ queryKey: keys.of("request", id), queryFn: () => requestApi.get(id ?? ""), enabled: !!id });
  const request = query.data?.data;
  useEffect(() => {
    if (request) form.setFieldsValue(toValues(request));
  }, [request, form]);
  const editable = id ? !!request?.actions.includes("edit") && ability.can("update", "TxCashAdvanceRequest") : ability.can("create", "TxCashAdvanceRequest");

  const refresh = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: keys.all });
  };
  const checked = () => validateWith(form, cashAdvanceRequestBody, form.getFieldsValue(true), currentLanguage());
  const save = async () => {
    const body = checked();
    if (!body) return;
    setSaving(true);
    try {
      const answer = id && request ? await requestApi.update(id, body, request.version) : await requestApi.create(body);
      await refresh(answer.message);
      if (!id) await navigate(detailPath(answer.data.id));
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  /** Submitting saves the typed changes first. */
  const submit = async (current: CashAdvanceRequest) => {
    if (editable) {
      const body = checked();
      if (!body) throw new Error("invalid");
      await requestApi.update(current.id, body, current.version).catch((error) => {
        showServerErrors(form, error);
        throw error;
      });
    }
    return refresh((await requestApi.submit(current.id)).message);
  };
  const run = async (current: CashAdvanceRequest, action: BarAction, note: string | null) => {
    if (action === "submit") return submit(current);
    if (action === "delete") {
      toast.success((await requestApi.remove(current.id)).message);
      queryClient.removeQueries({ queryKey: keys.all });
      return navigate(LIST);
    }
    if (action === "reject") return refresh((await requestApi.reject(current.id, note ?? "")).message);
    if (action === "approve") return refresh((await requestApi.approve(current.id, note)).message);
    return refresh((await requestApi.cancel(current.id, note)).message);
  };

  return (
    <>
      <PageHeader
        title={request ? t("cash_advance.request.detail", { number: request.number ?? t("lifecycle.no_number") }) : t("cash_advance.request.add")}
        subtitle={
          request && (
            <Space wrap size={8} data-testid="request-heading">
              <DocumentStatusTag status={request.status} />
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
            </Space>
          )
        }
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.request.title") }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          request && (
            <DocumentActions
              actions={request.actions}
              allowed={{
                submit: ability.can("create", "TxCashAdvanceRequest"),
                delete: ability.can("delete", "TxCashAdvanceRequest"),
                cancel: ability.can("delete", "TxCashAdvanceRequest"),
                // Approvers grant an amount on the approval screen.
                approve: false,
                reject: false,
              }}
              submit={{ label: t("cash_advance.request.submit"), confirm: t("cash_advance.request.submit_confirm"), description: t("cash_advance.request.submit_text") }}
              run={(action, note) => run(request, action, note)}
              extra={
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
                  {request.number && (
                    <Button icon={<PrinterOutlined />} onClick={() => void printDocument(requestApi, request)}>
                      {t("cash_advance.print")}
                    </Button>
                  )}
                </>
              }
            />
          )
        }
      />
      {request && <DocumentStateAlert doc={request} />}
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
            initialValues={{ date: today(), purpose_date: today(), advance_type: "travel" }}
            data-testid="request-form"
          >
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="date" label={t("cash_advance.fields.date")} required {...dateItemProps}>
                  <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="purpose_date" label={t("cash_advance.fields.purpose_date")} required {...dateItemProps}>
                  <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="advance_type" label={t("cash_advance.fields.advance_type")} required>
                  <Select options={options} data-testid="request-type" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="employee_id" label={t("cash_advance.fields.employee")} required>
                  <RecordSelect path={pickerApi.employeePath} data-testid="request-employee" />
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
            <Space wrap>
              {editable && (
                <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
                  {t("cash_advance.request.save")}
                </Button>
              )}
              <LinkButton to={LIST} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {request && request.status !== "draft" && <ApprovalPanel approval={request.approval} />}
      {request && (
        <AttachmentsCard
          documentPath={`transactions/cash-advance/request/${request.id}`}
          canUpload={ability.can("create", "TxCashAdvanceRequest")}
          canDelete={ability.can("delete", "TxCashAdvanceRequest")}
        />
      )}
    </>
  );
}
