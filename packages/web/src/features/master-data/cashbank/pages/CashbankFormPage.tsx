import { cashbankBody, type CashbankBody, negativeBalancePolicies } from "@neraca/core";
import { Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CodeNameFields } from "../../components/CodeNameFields";
import { AccountSelect, activeField, descriptionField, FormFields, recordField, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type Cashbank, CASHBANK_PATH } from "../api";
import { CashbankUsers } from "../components/CashbankUsers";

/** `/master-data/cashbank/add` and `/detail/:id`, with the users mapped to it on the detail. */
export function CashbankFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <MasterDataForm<Cashbank, CashbankBody>
        path={CASHBANK_PATH}
        resource="MdCashbank"
        schema={cashbankBody}
        initialValues={{ is_active: true, currency: "IDR" }}
      >
        {() => (
          <Row gutter={16}>
            <CodeNameFields codeSpan={6} nameSpan={10} />
            <FormFields
              fields={[
                recordField(t, "account_id", 8, <AccountSelect params={{ subtype: "cash,bank" }} />, {
                  required: true,
                  extra: t("md.cashbank.account_hint"),
                }),
                { name: "bank_name", label: t("fields.bank_name"), md: 6, input: <Input maxLength={150} placeholder="Bank Central Asia" /> },
                textField("bank_office", t("md.fields.bank_office"), 6, 150),
                textField("account_name", t("md.fields.account_name"), 6, 150),
                { name: "account_number", label: t("md.fields.account_number"), md: 6, input: <Input maxLength={40} inputMode="numeric" /> },
                {
                  name: "currency",
                  label: t("md.cashbank.currency"),
                  md: 6,
                  extra: t("md.cashbank.currency_hint"),
                  input: <Input maxLength={3} style={{ textTransform: "uppercase" }} data-testid="cashbank-currency" />,
                },
                recordField(
                  t,
                  "negative_balance",
                  12,
                  <Select
                    placeholder={t("md.cashbank.negative_balance.by_kind")}
                    data-testid="cashbank-negative-balance"
                    options={negativeBalancePolicies.map((policy) => ({ value: policy, label: t(`md.cashbank.negative_balance.${policy}`) }))}
                  />,
                  { extra: t("md.cashbank.negative_balance.hint") },
                ),
                descriptionField(t, 18, 2),
                activeField(t, 6),
              ]}
            />
          </Row>
        )}
      </MasterDataForm>
      {id && <CashbankUsers id={id} />}
    </>
  );
}
