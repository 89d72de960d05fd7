import { type ExchangeRateBody, exchangeRateBody, rateKinds } from "@neraca/core";
import { Col, DatePicker, Form, Input, Radio, Row } from "antd";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../../../../components/CurrencySelect";
import { dateItemProps, today } from "../../../../lib/dates";
import { FormFields, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type ExchangeRate, exchangeRateApi, EXCHANGE_RATE_PATH } from "../api";

/** `/master-data/exchange-rate/add` and `/detail/:id`: a currency's booking or tax rate from a date. */
export function ExchangeRateFormPage() {
  const { t } = useTranslation();
  return (
    <MasterDataForm<ExchangeRate, ExchangeRateBody>
      path={EXCHANGE_RATE_PATH}
      texts="md.exchange_rate"
      resource="MdExchangeRate"
      api={exchangeRateApi}
      schema={exchangeRateBody}
      initialValues={{ kind: "booking", date: today() }}
      recordTitle={(r) => `${r.currency} · ${r.date}`}
      testId="exchange-rate-form"
    >
      {() => (
        <Row gutter={16}>
          <FormFields
            fields={[
              {
                name: "currency",
                label: t("md.exchange_rate.currency"),
                md: 8,
                required: true,
                input: <CurrencySelect exclude={["IDR"]} data-testid="exchange-rate-currency" />,
              },
              {
                name: "kind",
                label: t("md.exchange_rate.kind"),
                md: 16,
                required: true,
                extra: t("md.exchange_rate.kind_hint"),
                input: <Radio.Group options={rateKinds.map((k) => ({ value: k, label: t(`md.exchange_rate.kinds.${k}`) }))} data-testid="exchange-rate-kind" />,
              },
            ]}
          />
          <Col xs={24} md={8}>
            <Form.Item name="date" label={t("md.exchange_rate.date")} required extra={t("md.exchange_rate.date_hint")} {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" allowClear={false} style={{ width: "100%" }} data-testid="exchange-rate-date" />
            </Form.Item>
          </Col>
          <FormFields
            fields={[
              {
                name: "rate",
                label: t("md.exchange_rate.rate"),
                md: 8,
                required: true,
                extra: t("md.exchange_rate.rate_hint"),
                input: <Input inputMode="decimal" placeholder="16250.50" data-testid="exchange-rate-rate" />,
              },
              textField("source", t("md.exchange_rate.source"), 8, 100, { extra: t("md.exchange_rate.source_hint") }),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
