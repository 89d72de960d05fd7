import { DollarOutlined } from "@ant-design/icons";
import { cashAdvanceBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DocumentScreen } from "../../../components/documents";
import { today } from "../../../lib/dates";
import { advanceApi, keys, requestApi } from "../api";
import { formatMoneyText } from "../components/money";
import { RequestSummary } from "../components/RequestSummary";
import { CashbankSelect, DateField, useCashbankPicks } from "../components/shared";
import { RateField, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { useBaseCurrency } from "../../../lib/session";
import type { FormInstance } from "antd";

const LIST = "/transactions/cash-advance";

/** The approved request being paid, summed up under the fields. */
function ChosenRequest({ requestId }: { requestId: string | undefined }) {
  const chosen = useQuery({ queryKey: keys.of("request", requestId), queryFn: () => requestApi.get(requestId ?? ""), enabled: !!requestId });
  if (!chosen.data) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <RequestSummary request={chosen.data.data} />
    </div>
  );
}

/**
 * Paid from an account in a foreign currency: what is handed over in it and the rate (the booking
 * rate of the date until typed); the advance stays the request's rupiah, the difference is an
 * exchange difference.
 */
function ForeignDisbursement({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const picks = useCashbankPicks();
  const cashbankId = Form.useWatch("cashbank_id", form) as string | undefined;
  const currency = picks.data?.data.find((c) => c.id === cashbankId)?.currency ?? base;
  const rate = useDocumentRate(form, { currency, base, dateField: "date" });
  if (!rate.foreign) return null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item name="amount_currency" label={t("cash_advance.advance.amount_currency", { currency })} extra={t("cash_advance.advance.amount_currency_hint")} required>
          <MoneyInput data-testid="advance-amount-currency" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <RateField state={rate} />
      </Col>
    </Row>
  );
}

/**
 * `/transactions/cash-advance/add`: the cashier pays an approved request (once) from a cash or bank
 * account they are mapped to; it posts at once (Dr employee advance / Cr cash or bank), and the
 * advance's screen opens.
 */
export function AdvanceAddPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const requestId = Form.useWatch("cash_advance_request_id", form) as string | undefined;
  const payable = useQuery({ queryKey: keys.of("request", "payable"), queryFn: () => requestApi.list({ payable: "true", per_page: 100, sort: "date" }) });
  return (
    <DocumentScreen
      api={advanceApi}
      id={undefined}
      queryKey={keys.of("advance")}
      refresh={[keys.all]}
      resource="TxCashAdvance"
      listPath={LIST}
      detailPath={(advance) => `${LIST}/detail/${advance.id}`}
      title={() => t("cash_advance.advance.add")}
      trail={[{ title: t("cash_advance.group") }, { title: <Link to={LIST}>{t("cash_advance.advance.title")}</Link> }]}
      form={{
        schema: cashAdvanceBody,
        instance: form,
        initialValues: { date: today(), cash_advance_request_id: params.get("request_id") ?? undefined },
        testId: "advance-form",
        buttons: [
          {
            label: t("cash_advance.advance.pay"),
            primary: true,
            icon: <DollarOutlined />,
            testId: "advance-pay",
            confirm: { title: t("cash_advance.advance.pay_confirm"), description: t("cash_advance.advance.pay_text") },
          },
        ],
      }}
      fields={() => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="cash_advance_request_id" label={t("cash_advance.advance.choose_request")} required>
                <Select
                  loading={payable.isPending}
                  placeholder={t("cash_advance.advance.choose_request_placeholder")}
                  notFoundContent={t("cash_advance.advance.no_request")}
                  showSearch={{ optionFilterProp: "label" }}
                  options={(payable.data?.data ?? []).map((r) => ({
                    value: r.id,
                    label: `${r.number} · ${r.employee_name} · ${formatMoneyText(r.approved_amount ?? r.request_amount)}`,
                  }))}
                  data-testid="advance-request"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <DateField />
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="cashbank_id" label={t("cash_advance.fields.cashbank")} required>
                <CashbankSelect data-testid="advance-cashbank" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="description" label={t("cash_advance.fields.description")}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <ForeignDisbursement form={form} />
          <ChosenRequest requestId={requestId} />
        </>
      )}
    />
  );
}
