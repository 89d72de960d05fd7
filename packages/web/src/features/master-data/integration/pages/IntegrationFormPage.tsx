import { integrationBody } from "@neraca/core";
import { Row } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { CodeNameFields } from "../../components/CodeNameFields";
import { descriptionField, FormFields } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type Integration, integrationLevelOf, type IntegrationValues, referencePath } from "../api";

/** Add and detail of an integration category, an integration, or an activity integration (its accounts). */
export function IntegrationFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const level = integrationLevelOf(useLocation().pathname);
  const canReadAccounts = ability.can("read", "MdChartOfAccount");
  const references = level.fields.map((field) => {
    const account = field.endsWith("_account_id");
    return {
      name: field,
      label: t(`md.fields.${field}`),
      md: level.fields.length === 1 ? 24 : 8,
      extra: account ? t(`md.integration.hints.${field}`) : undefined,
      input: (
        <RecordSelect
          kind={account ? "account" : undefined}
          path={account ? undefined : referencePath[field]}
          disabled={account && !canReadAccounts}
          placeholder={t(`md.integration.pick.${field}`)}
        />
      ),
    };
  });
  return (
    <MasterDataForm<Integration, IntegrationValues>
      key={level.path}
      path={level.path}
      texts={`md.integration.${level.key}`}
      resource={level.resource}
      schema={integrationBody}
      testId="integration-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          <FormFields fields={[...references, descriptionField(t)]} />
        </Row>
      )}
    </MasterDataForm>
  );
}
