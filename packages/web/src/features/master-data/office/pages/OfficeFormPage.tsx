import { officeBody } from "@neraca/core";
import { Divider, Input, Row, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ResourceForm } from "../../../../components/ResourceForm";
import { type FieldSpec, FormFields } from "../../components/FormFields";
import { type Office, type OfficeValues, officeApi } from "../api";

type Field = keyof OfficeValues;
const general: Field[] = ["code", "name", "branch", "brand", "npwp", "phone", "fax", "email", "website"];
const bank: Field[] = ["bank_name", "bank_branch", "bank_account_name", "bank_account_number"];
const required = new Set<Field>(["code", "name"]);
const placeholders: Partial<Record<Field, string>> = { npwp: "01.250.290.9-801.000", website: "www.example.co.id" };

/** `/master-data/office/add` and `/master-data/office/detail/:id`; the head office is never deleted. */
export function OfficeFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const item = (field: Field): FieldSpec => ({
    name: field,
    label: t(`fields.${field}`),
    md: 12,
    required: required.has(field),
    input: <Input placeholder={placeholders[field]} />,
  });
  return (
    <ResourceForm<Office, OfficeValues>
      resource="MdOffice"
      basePath="/master-data/office"
      queryKey={["master-data", "office"]}
      api={officeApi}
      schema={officeBody}
      title={(record) => (id ? (record?.name ?? t("offices.detail")) : t("offices.add"))}
      trail={[t("menu.master_data"), t("offices.title")]}
      deleteConfirm={t("offices.delete_confirm")}
      deletable={(record) => !record.is_head_office}
      actions={(record) => record.is_head_office && <Tag color="green">{t("offices.head_office")}</Tag>}
      testId="office-form"
    >
      {() => (
        <>
          <Row gutter={16}>
            <FormFields fields={[...general.map(item), { name: "address", label: t("fields.address"), input: <Input.TextArea rows={3} /> }]} />
          </Row>
          <Divider titlePlacement="start">{t("offices.bank_section")}</Divider>
          <Row gutter={16}>
            <FormFields fields={bank.map(item)} />
          </Row>
        </>
      )}
    </ResourceForm>
  );
}
