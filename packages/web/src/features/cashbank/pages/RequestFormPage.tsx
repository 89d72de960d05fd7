import { DollarOutlined, PrinterOutlined } from "@ant-design/icons";
import { cashbankRequestBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Divider, Form, Input, Row, Select, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { ApiError } from "../../../lib/api-client";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { clearErrorsOnChange, showFieldErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { accountsApi, type CashbankRequest, kindPath, requestApi, typeApi } from "../api";
import { amountLinesConfig, apiLines, editorLines, emptyAmountLine, onEditorColumns } from "../lines";

const LIST = "/transactions/cashbank/request";
const detail = (id: string) => `${LIST}/request-detail/${id}`;

/**
 * `/transactions/cashbank/request/add`, `/{id}` and `/request-detail/{id}`: a request for a payment
 * (purpose, lines, the account wanted), submitted to the cash/bank request approval levels its
 * amount meets; once approved, a cashier pays it once (a cash-out or bank-out naming it).
 */
export function RequestFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ["transactions", "cashbank", "request", id], queryFn: () => requestApi.get(id ?? ""), enabled: !!id });
  const doc = query.data?.data;
  const canPay = ability.can("create", "TxCashbank");
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list(), enabled: ability.can("read", "TxCashbank") });
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list(), enabled: canPay });
  useEffect(() => {
    if (doc) form.setFieldsValue({ ...doc, details: editorLines(doc.details as unknown as Record<string, unknown>[]) });
  }, [doc, form]);
  const editable = id ? !!doc?.actions.includes("edit") && ability.can("update", "TxCashbankRequest") : ability.can("create", "TxCashbankRequest");

  const save = async (submit: boolean) => {
    const values = form.getFieldsValue(true);
    const raw = Object.fromEntries(Object.entries({ ...values, details: apiLines(values.details) }).filter(([key]) => key in cashbankRequestBody.shape));
    const body = validateWith(form, cashbankRequestBody, raw, currentLanguage());
    if (!body) return;
    setSaving(true);
    try {
      const saved = doc ? await requestApi.update(doc.id, body, doc.version) : await requestApi.create(body);
      const answer = submit ? await requestApi.submit(saved.data.id) : saved;
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(detail(answer.data.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) showFieldErrors(form, onEditorColumns(error.body.errors));
    } finally {
      setSaving(false);
    }
  };
  const run = async (current: CashbankRequest, action: BarAction, note: string | null) => {
    const stay = async (message: string) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ["transactions"] });
    };
    if (action === "submit") return stay((await requestApi.submit(current.id)).message);
    if (action === "delete") {
      toast.success((await requestApi.remove(current.id)).message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      return navigate(LIST);
    }
    if (action === "approve") return stay((await requestApi.approve(current.id, note)).message);
    if (action === "reject") return stay((await requestApi.reject(current.id, note ?? "")).message);
    return stay((await requestApi.cancel(current.id, note)).message);
  };
  /** Paying opens a cash-out or bank-out (by the wanted account's kind) of the first type of that kind. */
  const pay = (current: CashbankRequest) => {
    const account = accounts.data?.data.find((a) => a.id === current.cashbank_id);
    const kind = account?.subtype === "cash" ? "cash_out" : "bank_out";
    const type = types.data?.data.find((x) => x.kind === kind && x.is_active);
    if (type) void navigate(`/transactions/cashbank/add/${kindPath(kind)}/${encodeURIComponent(type.code)}?request=${current.id}`);
  };
  const payable = doc?.status === "approved" && doc.settlement_status === "unpaid" && canPay;

  return (
    <>
      <PageHeader
        title={doc ? t("cashbank.requests.detail", { number: doc.number ?? t("lifecycle.no_number") }) : t("cashbank.requests.add")}
        subtitle={
          doc && (
            <Space wrap size={8} data-testid="request-heading">
              <DocumentStatusTag status={doc.status} />
              <Typography.Text>{formatDate(doc.date)}</Typography.Text>
              <Amount value={doc.total} strong />
              {doc.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: doc.requested_by_name })}</Typography.Text>}
            </Space>
          )
        }
        trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("menu.cashbank_request")}</Link> }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          doc && (
            <DocumentActions
              actions={doc.actions}
              allowed={{ submit: ability.can("create", "TxCashbankRequest"), delete: ability.can("delete", "TxCashbankRequest"), cancel: ability.can("delete", "TxCashbankRequest") }}
              submit={{ label: t("cashbank.requests.submit"), confirm: t("cashbank.requests.submit_confirm"), description: t("cashbank.requests.submit_text") }}
              run={(action, note) => run(doc, action, note)}
              extra={
                <Space>
                  {payable && (
                    <Button type="primary" icon={<DollarOutlined />} onClick={() => pay(doc)} data-testid="request-pay">
                      {t("cashbank.pay")}
                    </Button>
                  )}
                  {doc.number && (
                    <Button icon={<PrinterOutlined />} onClick={async () => saveFile(await requestApi.print(doc.id), `${doc.number?.replaceAll("/", "-")}.pdf`)}>
                      {t("documents.print")}
                    </Button>
                  )}
                </Space>
              }
            />
          )
        }
      />
      {doc?.settlement_status === "paid" && doc.paid_transaction_id && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="request-paid"
          title={<Link to={`/transactions/cashbank/detail/${doc.paid_transaction_id}`}>{t("cashbank.paid_by", { number: doc.paid_number ?? "" })}</Link>}
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" disabled={!editable} onValuesChange={clearErrorsOnChange(form)} initialValues={{ date: today(), details: [emptyAmountLine()] }} data-testid="request-form">
            <Row gutter={16}>
              <Col xs={24} sm={12} lg={8}>
                <Form.Item name="date" label={t("cashbank.fields.date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={8}>
                <Form.Item name="cashbank_id" label={t("cashbank.fields.wanted_account")}>
                  <Select
                    allowClear
                    data-testid="request-cashbank"
                    options={[
                      ...(accounts.data?.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` })),
                      ...(doc?.cashbank_id && !accounts.data?.data.some((a) => a.id === doc.cashbank_id) ? [{ value: doc.cashbank_id, label: doc.cashbank_name ?? "" }] : []),
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12} lg={8}>
                <Form.Item name="contact_id" label={t("cashbank.fields.pay_to")}>
                  <RecordSelect kind="contact" allowClear disabled={!editable || !ability.can("read", "MdContact")} labels={doc?.contact_id && doc.contact_name ? { [doc.contact_id]: doc.contact_name } : undefined} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="purpose" label={t("cashbank.fields.purpose")} required>
                  <Input.TextArea rows={2} maxLength={1000} data-testid="request-purpose" />
                </Form.Item>
              </Col>
            </Row>
            <Divider titlePlacement="start">{t("cashbank.fields.lines")}</Divider>
            <LineItemsEditor form={form} config={amountLinesConfig} emptyLine={() => emptyAmountLine()} disabled={!editable} />
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <>
                  <Button type="primary" loading={saving} onClick={() => void save(true)} data-testid="request-submit-now">
                    {t("cashbank.requests.submit")}
                  </Button>
                  <Button loading={saving} onClick={() => void save(false)} data-testid="form-save">
                    {t("cashbank.requests.save")}
                  </Button>
                </>
              )}
              <LinkButton to={LIST} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {doc && <ApprovalPanel approval={doc.approval} />}
      {doc && <AttachmentsCard documentPath={`transactions/cashbank/request/${doc.id}`} canUpload={ability.can("create", "TxCashbankRequest")} canDelete={ability.can("delete", "TxCashbankRequest")} />}
    </>
  );
}
