import { taxBody, taxKinds } from "@neraca/core";
import { Alert, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { useUiLanguage } from "../../../../lib/i18n";
import { type Tax, TAX_PATH, type TaxValues, taxApi } from "../api";
import { RateInput } from "../RateInput";
import { describeRate, effectiveRate, formatRate } from "../rate";
import { CodeNameFields } from "../../components/CodeNameFields";

/** `/master-data/tax/add` and `/detail/:id`: rate, the share of the price it is charged on, accounts. */
export function TaxFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceForm<Tax, TaxValues>
      resource="MdTax"
      basePath={`/master-data/${TAX_PATH}`}
      queryKey={["master-data", TAX_PATH]}
      api={taxApi}
      schema={taxBody}
      initialValues={{ kind: "vat", base_numerator: 1, base_denominator: 1, is_active: true }}
      toValues={(record) => ({ ...record, rate: formatRate(record.rate, "en") })}
      title={(record) => (record ? `${record.code} · ${record.name}` : t("md.tax.add"))}
      trail={[t("menu.master_data"), t("md.tax.title")]}
      deleteConfirm={t("md.tax.delete_confirm")}
      testId="tax-form"
    >
      {({ form }) => <TaxFields form={form} />}
    </ResourceForm>
  );
}

function TaxFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const canReadAccounts = ability.can("read", "MdChartOfAccount");
  const rate = Form.useWatch("rate", form) as string | undefined;
  const numerator = Form.useWatch("base_numerator", form) as number | null | undefined;
  const denominator = Form.useWatch("base_denominator", form) as number | null | undefined;
  const effective = effectiveRate(rate, numerator, denominator);
  return (
    <Row gutter={16}>
      <CodeNameFields codeSpan={6} nameSpan={12} />
      <Col xs={24} md={6}>
        <Form.Item name="kind" label={t("md.fields.kind")} required>
          <Select options={taxKinds.map((value) => ({ value, label: t(`md.tax.kinds.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8} md={6}>
        <Form.Item name="rate" label={t("md.fields.rate")} required>
          <RateInput placeholder="12" />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8} md={6}>
        <Form.Item name="base_numerator" label={t("md.fields.base_numerator")} tooltip={t("md.tax.base_hint")}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8} md={6}>
        <Form.Item name="base_denominator" label={t("md.fields.base_denominator")}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
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
      <Col xs={24} md={12}>
        <Form.Item name="sell_account_id" label={t("md.fields.sell_account_id")} extra={t("md.tax.sell_hint")}>
          <RecordSelect kind="account" disabled={!canReadAccounts} placeholder={t("md.pick_account")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="buy_account_id" label={t("md.fields.buy_account_id")} extra={t("md.tax.buy_hint")}>
          <RecordSelect kind="account" disabled={!canReadAccounts} placeholder={t("md.pick_account")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item name="description" label={t("fields.description")}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="is_active" label={t("md.fields.is_active")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
