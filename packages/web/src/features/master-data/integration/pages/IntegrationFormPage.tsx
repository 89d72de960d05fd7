import { integrationBody } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { type Integration, integrationApi, integrationLevelOf, type IntegrationValues, referencePath } from "../api";
import { CodeNameFields } from "../../components/CodeNameFields";

/** Add and detail of an integration category, an integration, or an activity integration (its accounts). */
export function IntegrationFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const level = integrationLevelOf(useLocation().pathname);
  const levelApi = useMemo(() => integrationApi(level.path), [level.path]);
  const canReadAccounts = ability.can("read", "MdChartOfAccount");
  return (
    <ResourceForm<Integration, IntegrationValues>
      key={level.path}
      resource={level.resource}
      basePath={`/master-data/${level.path}`}
      queryKey={["master-data", level.path]}
      api={levelApi}
      schema={integrationBody}
      title={(record) => (record ? `${record.code} · ${record.name}` : t(`md.integration.${level.key}.add`))}
      trail={[t("menu.master_data"), t(`md.integration.${level.key}.title`)]}
      deleteConfirm={t(`md.integration.${level.key}.delete_confirm`)}
      testId="integration-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          {level.fields.map((field) => {
            const account = field.endsWith("_account_id");
            return (
              <Col xs={24} md={level.fields.length === 1 ? 24 : 8} key={field}>
                <Form.Item name={field} label={t(`md.fields.${field}`)} extra={account ? t(`md.integration.hints.${field}`) : undefined}>
                  <RecordSelect
                    kind={account ? "account" : undefined}
                    path={account ? undefined : referencePath[field]}
                    disabled={account && !canReadAccounts}
                    placeholder={t(`md.integration.pick.${field}`)}
                  />
                </Form.Item>
              </Col>
            );
          })}
          <Col xs={24}>
            <Form.Item name="description" label={t("fields.description")}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceForm>
  );
}
