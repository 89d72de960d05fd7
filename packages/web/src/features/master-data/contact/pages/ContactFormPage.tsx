import { contactBody, contactTypes } from "@neraca/core";
import { Checkbox, Col, Divider, Form, Input, InputNumber, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { CustomerStatementButton } from "../../../../components/CustomerStatementButton";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { NpwpInput } from "../../components/NpwpInput";
import { type Contact, CONTACT_PATH, type ContactValues, contactApi } from "../api";
import { CodeNameFields } from "../../components/CodeNameFields";

type Field = keyof ContactValues;

/** `/master-data/contact/add` and `/detail/:id`: who the contact is, how to reach them, tax, accounts, bank. */
export function ContactFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const ability = useAbility();
  const presetType = contactTypes.find((type) => type === params.get("type"));
  const canReadAccounts = ability.can("read", "MdChartOfAccount");
  const text = (field: Field, span = 12, max = 150, extra?: string) => (
    <Col xs={24} md={span} key={field}>
      <Form.Item name={field} label={t(`md.fields.${field}`)} extra={extra}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  return (
    <ResourceForm<Contact, ContactValues>
      resource="MdContact"
      basePath={`/master-data/${CONTACT_PATH}`}
      queryKey={["master-data", CONTACT_PATH]}
      api={contactApi}
      schema={contactBody}
      initialValues={{ contact_types: presetType ? [presetType] : [], is_group: false, is_droping: false, is_active: true }}
      title={(record) => (record ? `${record.code} · ${record.name}` : t("md.contact.add"))}
      trail={[t("menu.master_data"), t("md.contact.title")]}
      deleteConfirm={t("md.contact.delete_confirm")}
      actions={(record) => <CustomerStatementButton contactId={record.id} code={record.code} isCustomer={record.contact_types.includes("customer")} />}
      testId="contact-form"
    >
      {() => (
        <>
          <Row gutter={16}>
            <CodeNameFields codeSpan={6} nameSpan={10} />
            {text("brand_name", 8)}
            <Col xs={24}>
              <Form.Item name="contact_types" label={t("md.fields.contact_types")} required extra={t("md.contact.types_hint")}>
                <Checkbox.Group
                  options={contactTypes.map((value) => ({ value, label: t(`md.contact.types.${value}`) }))}
                  data-testid="contact-types"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="is_group" label={t("md.fields.is_group")} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="is_droping" label={t("md.fields.is_droping")} valuePropName="checked" tooltip={t("md.contact.droping_hint")}>
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="is_active" label={t("md.fields.is_active")} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="group_contact_id" label={t("md.fields.group_contact_id")} extra={t("md.contact.group_hint")}>
                <RecordSelect
                  path="master-data/contact"
                  params={{ is_group: "true" }}
                  exclude={(record) => record.id === id}
                  placeholder={t("md.contact.group_placeholder")}
                />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t("md.contact.section_reach")}</Divider>
          <Row gutter={16}>
            {text("contact_person", 12)}
            {text("phone", 12, 30)}
            <Col xs={24} md={12}>
              <Form.Item name="email" label={t("fields.email")}>
                <Input maxLength={254} inputMode="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="website" label={t("fields.website")}>
                <Input maxLength={255} placeholder="www.example.co.id" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="address" label={t("fields.address")}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            </Col>
            {text("province", 6)}
            {text("city", 6)}
            {text("district", 6)}
            <Col xs={24} md={6}>
              <Form.Item name="postal_code" label={t("md.fields.postal_code")}>
                <Input maxLength={5} inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t("md.contact.section_tax")}</Divider>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="npwp" label={t("fields.npwp")} extra={t("fields.npwp_hint")}>
                <NpwpInput />
              </Form.Item>
            </Col>
            {text("nppkp", 8, 30)}
            <Col xs={24} md={8}>
              <Form.Item name="term_of_payment" label={t("md.fields.term_of_payment")}>
                <InputNumber min={0} max={3650} precision={0} style={{ width: "100%" }} suffix={t("md.days")} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="receivable_account_id" label={t("md.fields.receivable_account_id")}>
                <RecordSelect kind="account" disabled={!canReadAccounts} placeholder={t("md.pick_account")} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="payable_account_id" label={t("md.fields.payable_account_id")}>
                <RecordSelect kind="account" disabled={!canReadAccounts} placeholder={t("md.pick_account")} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t("md.contact.section_bank")}</Divider>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="bank_name" label={t("fields.bank_name")}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="bank_branch" label={t("fields.bank_branch")}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="bank_account_name" label={t("fields.bank_account_name")}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="bank_account_number" label={t("fields.bank_account_number")}>
                <Input maxLength={40} inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </ResourceForm>
  );
}
