import { taxBody, type TaxBody, taxKinds } from "@neraca/core";
import { Alert, Col, Form, type FormInstance, InputNumber, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../../lib/i18n";
import { type Tax, TAX_PATH } from "../api";
import { RateInput } from "../RateInput";
import { describeRate, effectiveRate, formatRate } from "../rate";
import { CodeNameFields } from "../../components/CodeNameFields";
import { accountField, activeField, descriptionField, FormFields, recordField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";

/** `/master-data/tax/add` and `/detail/:id`: rate, the share of the price it is charged on, accounts. */
export function TaxFormPage() {
  return (
    <MasterDataForm<Tax, TaxBody>
      path={TAX_PATH}
      resource="MdTax"
      schema={taxBody}
      initialValues={{ kind: "vat", base_numerator: 1, base_denominator: 1, is_active: true }}
      toValues={(record) => ({ ...record, rate: formatRate(record.rate, "en") })}
    >
      {({ form }) => <TaxFields form={form} />}
    </MasterDataForm>
  );
}

function TaxFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const rate = Form.useWatch("rate", form) as string | undefined;
  const numerator = Form.useWatch("base_numerator", form) as number | null | undefined;
  const denominator = Form.useWatch("base_denominator", form) as number | null | undefined;
  const effective = effectiveRate(rate, numerator, denominator);
  const share = <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />;
  const account = (name: "sell_account_id" | "buy_account_id", hint: string) => accountField(t, name, { extra: t(`md.tax.${hint}`) });
  return (
    <Row gutter={16}>
      <CodeNameFields codeSpan={6} nameSpan={12} />
      <FormFields
        fields={[
          recordField(t, "kind", 6, <Select options={taxKinds.map((value) => ({ value, label: t(`md.tax.kinds.${value}`) }))} />, { required: true }),
          { name: "rate", label: t("md.fields.rate"), sm: 8, md: 6, required: true, input: <RateInput placeholder="12" /> },
          { name: "base_numerator", label: t("md.fields.base_numerator"), xs: 12, sm: 8, md: 6, tooltip: t("md.tax.base_hint"), input: share },
          { name: "base_denominator", label: t("md.fields.base_denominator"), xs: 12, sm: 8, md: 6, input: share },
        ]}
      />
      <Col xs={24} md={6}>
        <Form.Item label={t("md.tax.effective_rate")}>
          <Alert
            type={effective === null ? "warning" : "info"}
            title={
              effective === null
                ? t("md.tax.effective_unknown")
                : describeRate(rate ?? "", numerator ?? 1, denominator ?? 1, language)
            }
            data-testid="tax-effective-rate"
          />
        </Form.Item>
      </Col>
      <FormFields fields={[account("sell_account_id", "sell_hint"), account("buy_account_id", "buy_hint"), descriptionField(t, 18, 2), activeField(t, 6)]} />
    </Row>
  );
}
