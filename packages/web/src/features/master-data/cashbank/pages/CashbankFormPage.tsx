import { cashbankBody } from "@neraca/core";
import { Col, Form, Input, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { type Cashbank, CASHBANK_PATH, type CashbankValues, cashbankApi } from "../api";
import { CashbankUsers } from "../components/CashbankUsers";
import { CodeNameFields } from "../../components/CodeNameFields";

/** `/master-data/cashbank/add` and `/detail/:id`, with the users mapped to it on the detail. */
export function CashbankFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ability = useAbility();
  return (
    <>
      <ResourceForm<Cashbank, CashbankValues>
        resource="MdCashbank"
        basePath={`/master-data/${CASHBANK_PATH}`}
        queryKey={["master-data", CASHBANK_PATH]}
        api={cashbankApi}
        schema={cashbankBody}
        initialValues={{ is_active: true }}
        title={(record) => (record ? `${record.code} · ${record.name}` : t("md.cashbank.add"))}
        trail={[t("menu.master_data"), t("md.cashbank.title")]}
        deleteConfirm={t("md.cashbank.delete_confirm")}
        testId="cashbank-form"
      >
        {() => (
          <Row gutter={16}>
            <CodeNameFields codeSpan={6} nameSpan={10} />
            <Col xs={24} md={8}>
              <Form.Item name="account_id" label={t("md.fields.account_id")} required extra={t("md.cashbank.account_hint")}>
                <RecordSelect
                  kind="account"
                  params={{ subtype: "cash,bank" }}
                  disabled={!ability.can("read", "MdChartOfAccount")}
                  placeholder={t("md.pick_account")}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="bank_name" label={t("fields.bank_name")}>
                <Input maxLength={150} placeholder="Bank Central Asia" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="bank_office" label={t("md.fields.bank_office")}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="account_name" label={t("md.fields.account_name")}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="account_number" label={t("md.fields.account_number")}>
                <Input maxLength={40} inputMode="numeric" />
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
        )}
      </ResourceForm>
      {id && <CashbankUsers id={id} />}
    </>
  );
}
