import { chargeCodeBody, type ChargeCodeBody, chargeTaxKinds } from "@neraca/core";
import { Row, Select, Space, Switch, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { CodeNameFields } from "../../components/CodeNameFields";
import { AccountSelect, activeField, descriptionField, FormFields, switchField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { codeColumn, nameColumn, recordColumn } from "../../components/columns";
import type { ChargeCode } from "../api";

const importColumns = columnsOf(chargeCodeBody);
const TEXTS = "freight.charge_codes";

/** `/master-data/charge-code`: the charges a job carries, with their tax kind and whether they pass through. */
export function ChargeCodeListPage() {
  const { t } = useTranslation();
  return (
    <MasterDataList<ChargeCode>
      path="charge-code"
      resource="MdChargeCode"
      texts={TEXTS}
      importColumns={importColumns}
      testId="charge-code-table"
      columns={[
        codeColumn(t, 120),
        nameColumn(t),
        {
          title: t(`${TEXTS}.tax_kind`),
          dataIndex: "tax_kind",
          key: "tax_kind",
          render: (kind: ChargeCode["tax_kind"], row) => (
            <Space size={4} wrap>
              <Tag color={kind === "freight" ? "blue" : kind === "service" ? "purple" : "default"}>{t(`freight.tax_kinds.${kind}`)}</Tag>
              {row.is_disbursement && <Tag color="orange">{t(`${TEXTS}.disbursement`)}</Tag>}
            </Space>
          ),
        },
        recordColumn(t(`${TEXTS}.revenue_account`), "revenue_account_id", "master-data/chart-of-account"),
        recordColumn(t(`${TEXTS}.cost_account`), "cost_account_id", "master-data/chart-of-account"),
      ]}
    />
  );
}

/** `/master-data/charge-code/add` and `/detail/:id`. */
export function ChargeCodeFormPage() {
  const { t } = useTranslation();
  return (
    <MasterDataForm<ChargeCode, ChargeCodeBody>
      path="charge-code"
      texts={TEXTS}
      resource="MdChargeCode"
      schema={chargeCodeBody}
      initialValues={{ tax_kind: "service", is_disbursement: false, is_active: true }}
      testId="charge-code-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields codeSpan={6} nameSpan={12} />
          <FormFields
            fields={[
              {
                name: "tax_kind",
                label: t(`${TEXTS}.tax_kind`),
                md: 6,
                required: true,
                input: <Select options={chargeTaxKinds.map((value) => ({ value, label: t(`freight.tax_kinds.${value}`) }))} data-testid="charge-code-tax" />,
              },
              { name: "revenue_account_id", label: t(`${TEXTS}.revenue_account`), md: 12, required: true, input: <AccountSelect data-testid="charge-code-revenue" /> },
              { name: "cost_account_id", label: t(`${TEXTS}.cost_account`), md: 12, required: true, input: <AccountSelect data-testid="charge-code-cost" /> },
              switchField("is_disbursement", t(`${TEXTS}.disbursement`), 8, 12, { tooltip: t(`${TEXTS}.disbursement_hint`), input: <Switch data-testid="charge-code-disbursement" /> }),
              activeField(t, 4, 12),
              descriptionField(t, 24, 2),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
