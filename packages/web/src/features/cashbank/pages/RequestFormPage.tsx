import { DollarOutlined } from "@ant-design/icons";
import { cashbankRequestBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Col, DatePicker, Divider, Form, Input, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { BudgetCheckPanel } from "../../../components/budget/BudgetCheckPanel";
import { DocumentScreen, DocumentView, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { accountsApi, type CashbankRequest, kindPath, requestApi, typeApi } from "../api";
import { amountLinesConfig, apiLines, editorLines, emptyAmountLine, onEditorColumns } from "../lines";

const LIST = "/transactions/cashbank/request";
const detail = (doc: { id: string }) => `${LIST}/request-detail/${doc.id}`;

type Line = CashbankRequest["details"][number];

/** A request as it stands once it can no longer be changed. */
function RequestView({ doc }: { doc: CashbankRequest }) {
  const { t } = useTranslation();
  return (
    <DocumentView<Line>
      figures={[
        { label: t("cashbank.fields.total"), value: <Amount value={doc.total} />, testId: "figure-total" },
        ...(doc.status === "approved"
          ? [
              { label: t("cashbank.fields.settlement"), value: doc.settlement_status === "paid" ? t("cashbank.paid") : t("cashbank.unpaid"), testId: "figure-settlement" },
            ]
          : []),
        { label: t("cashbank.fields.date"), value: formatDate(doc.date), testId: "figure-date" },
      ]}
      facts={[
        { label: t("cashbank.fields.date"), value: formatDate(doc.date) },
        { label: t("cashbank.fields.wanted_account"), value: doc.cashbank_name ?? "—" },
        { label: t("cashbank.fields.pay_to"), value: doc.contact_name ?? "—" },
        { label: t("cashbank.fields.purpose"), value: doc.purpose, wide: true },
      ]}
      lines={{
        title: t("cashbank.fields.lines"),
        rows: doc.details,
        columns: [
          { title: t("line_items.account"), key: "account", render: (_, line) => <RecordLabel kind="account" id={line.account_id} /> },
          { title: t("cashbank.fields.description"), dataIndex: "description", render: (v: string | null) => v ?? "—" },
          { title: t("cashbank.fields.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={[{ label: t("cashbank.fields.total"), value: <Amount value={doc.total} strong /> }]}
    />
  );
}

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
  const canPay = ability.can("create", "TxCashbank");
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list(), enabled: ability.can("read", "TxCashbank") });
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list(), enabled: canPay });
  /** Paying opens a cash-out or bank-out (by the wanted account's kind) of the first type of that kind. */
  const pay = (current: CashbankRequest) => {
    const account = accounts.data?.data.find((a) => a.id === current.cashbank_id);
    const kind = account?.subtype === "cash" ? "cash_out" : "bank_out";
    const type = types.data?.data.find((x) => x.kind === kind && x.is_active);
    if (type) void navigate(`/transactions/cashbank/add/${kindPath(kind)}/${encodeURIComponent(type.code)}?request=${current.id}`);
  };

  return (
    <DocumentScreen
      api={requestApi}
      id={id}
      queryKey={["transactions", "cashbank", "request"]}
      refresh={[["transactions"]]}
      resource="TxCashbankRequest"
      listPath={LIST}
      detailPath={detail}
      title={(doc) => (doc ? t("cashbank.requests.detail", { number: doc.number ?? t("lifecycle.no_number") }) : t("cashbank.requests.add"))}
      trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("menu.cashbank_request")}</Link> }]}
      heading={{
        testId: "request-heading",
        facts: (doc) => (
          <>
            <Typography.Text>{formatDate(doc.date)}</Typography.Text>
            <Amount value={doc.total} strong />
            {doc.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: doc.requested_by_name })}</Typography.Text>}
          </>
        ),
      }}
      submitTexts={{ label: t("cashbank.requests.submit"), confirm: t("cashbank.requests.submit_confirm"), description: t("cashbank.requests.submit_text") }}
      actions={(doc) =>
        doc.status === "approved" &&
        doc.settlement_status === "unpaid" &&
        canPay && (
          <Button type="primary" icon={<DollarOutlined />} onClick={() => pay(doc)} data-testid="request-pay">
            {t("cashbank.pay")}
          </Button>
        )
      }
      above={(doc) =>
        doc && (
          <>
            {doc.settlement_status === "paid" && doc.paid_transaction_id && (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                data-testid="request-paid"
                title={<Link to={`/transactions/cashbank/detail/${doc.paid_transaction_id}`}>{t("cashbank.paid_by", { number: doc.paid_number ?? "" })}</Link>}
              />
            )}
            <BudgetCheckPanel documentType="cashbank_request" documentId={doc.id} status={doc.status} />
          </>
        )
      }
      form={{
        schema: cashbankRequestBody,
        toValues: (doc) => ({ ...doc, details: editorLines(doc.details as unknown as Record<string, unknown>[]) }),
        toBody: (values) => ({ ...values, details: apiLines(values.details as Parameters<typeof apiLines>[0]) }),
        errorsOnFields: onEditorColumns,
        initialValues: { date: today(), details: [emptyAmountLine()] },
        testId: "request-form",
        buttons: [
          { label: t("cashbank.requests.submit"), submit: true, primary: true, testId: "request-submit-now" },
          { label: t("cashbank.requests.save"), testId: "form-save" },
        ],
      }}
      readOnly={(doc) => <RequestView doc={doc} />}
      fields={({ form, doc, editable }) => (
        <>
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
        </>
      )}
    />
  );
}
