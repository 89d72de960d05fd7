import { contactBody, type ContactBody, contactTypes } from "@neraca/core";
import { Checkbox, Divider, Input, InputNumber, Row } from "antd";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { CustomerStatementButton } from "../../../../components/CustomerStatementButton";
import { MoneyInput } from "../../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { CodeNameFields } from "../../components/CodeNameFields";
import { accountField, activeField, type FieldSpec, FormFields, switchField, textField } from "../../components/FormFields";
import { CurrencySelect } from "../../../../components/CurrencySelect";
import { MasterDataForm } from "../../components/MasterDataForm";
import { NpwpInput } from "../../components/NpwpInput";
import { type Contact, CONTACT_PATH } from "../api";

type Field = keyof ContactBody;

/** `/master-data/contact/add` and `/detail/:id`: who the contact is, how to reach them, tax, accounts, bank. */
export function ContactFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const presetType = contactTypes.find((type) => type === params.get("type"));
  const text = (field: Field, span = 12, max = 150) => textField(field, t(`md.fields.${field}`), span, max);
  const bank = (field: Field, max = 150, numeric = false): FieldSpec => ({
    name: field,
    label: t(`fields.${field}`),
    md: 6,
    input: <Input maxLength={max} inputMode={numeric ? "numeric" : undefined} />,
  });
  return (
    <MasterDataForm<Contact, ContactBody>
      path={CONTACT_PATH}
      resource="MdContact"
      schema={contactBody}
      initialValues={{ contact_types: presetType ? [presetType] : [], is_group: false, is_droping: false, is_active: true }}
      actions={(record) => <CustomerStatementButton contactId={record.id} code={record.code} isCustomer={record.contact_types.includes("customer")} currency={record.currency ?? null} />}
    >
      {() => (
        <>
          <Row gutter={16}>
            <CodeNameFields codeSpan={6} nameSpan={10} generatedHint={t("md.contact.code_generated")} />
            <FormFields
              fields={[
                text("brand_name", 8),
                {
                  name: "contact_types",
                  label: t("md.fields.contact_types"),
                  required: true,
                  extra: t("md.contact.types_hint"),
                  input: (
                    <Checkbox.Group
                      options={contactTypes.map((value) => ({ value, label: t(`md.contact.types.${value}`) }))}
                      data-testid="contact-types"
                    />
                  ),
                },
                switchField("is_group", t("md.fields.is_group"), 4, 12),
                switchField("is_droping", t("md.fields.is_droping"), 4, 12, { tooltip: t("md.contact.droping_hint") }),
                activeField(t, 4, 12),
                {
                  name: "group_contact_id",
                  label: t("md.fields.group_contact_id"),
                  md: 12,
                  extra: t("md.contact.group_hint"),
                  input: (
                    <RecordSelect
                      path="master-data/contact"
                      params={{ is_group: "true" }}
                      exclude={(record) => record.id === id}
                      placeholder={t("md.contact.group_placeholder")}
                    />
                  ),
                },
              ]}
            />
          </Row>
          <Divider titlePlacement="start">{t("md.contact.section_reach")}</Divider>
          <Row gutter={16}>
            <FormFields
              fields={[
                text("contact_person", 12),
                text("phone", 12, 30),
                { name: "email", label: t("fields.email"), md: 12, input: <Input maxLength={254} inputMode="email" /> },
                { name: "website", label: t("fields.website"), md: 12, input: <Input maxLength={255} placeholder="www.example.co.id" /> },
                { name: "address", label: t("fields.address"), input: <Input.TextArea rows={2} maxLength={1000} /> },
                text("province", 6),
                text("city", 6),
                text("district", 6),
                { name: "postal_code", label: t("md.fields.postal_code"), md: 6, input: <Input maxLength={5} inputMode="numeric" /> },
              ]}
            />
          </Row>
          <Divider titlePlacement="start">{t("md.contact.section_tax")}</Divider>
          <Row gutter={16}>
            <FormFields
              fields={[
                { name: "npwp", label: t("fields.npwp"), md: 8, extra: t("fields.npwp_hint"), input: <NpwpInput /> },
                text("nppkp", 8, 30),
                {
                  name: "term_of_payment",
                  label: t("md.fields.term_of_payment"),
                  md: 8,
                  input: <InputNumber min={0} max={3650} precision={0} style={{ width: "100%" }} suffix={t("md.days")} />,
                },
                {
                  name: "credit_limit",
                  label: t("md.fields.credit_limit"),
                  md: 8,
                  extra: t("md.contact.credit_limit_hint"),
                  input: <MoneyInput data-testid="contact-credit-limit" />,
                },
                {
                  name: "currency",
                  label: t("md.fields.currency"),
                  md: 8,
                  extra: t("md.contact.currency_hint"),
                  input: <CurrencySelect allowClear placeholder={t("md.contact.currency_base")} data-testid="contact-currency" />,
                },
                accountField(t, "receivable_account_id"),
                accountField(t, "payable_account_id"),
              ]}
            />
          </Row>
          <Divider titlePlacement="start">{t("md.contact.section_bank")}</Divider>
          <Row gutter={16}>
            <FormFields
              fields={[bank("bank_name"), bank("bank_branch"), bank("bank_account_name"), bank("bank_account_number", 40, true)]}
            />
          </Row>
        </>
      )}
    </MasterDataForm>
  );
}
