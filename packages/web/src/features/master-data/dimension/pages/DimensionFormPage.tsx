import { dimensionItemBody, type FieldErrors, renderTemplate } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { type DimensionItem, type DimensionValues, dimensionApi } from "../api";
import { levelOf, parentOf } from "../levels";
import { CodeNameFields } from "../../components/CodeNameFields";

/** Add and detail of one item of the activity or element hierarchy: code, name, parent, description. */
export function DimensionFormPage() {
  const { t } = useTranslation();
  const level = levelOf(useLocation().pathname);
  const parent = parentOf(level);
  const levelApi = useMemo(() => dimensionApi(level.path), [level.path]);
  return (
    <ResourceForm<DimensionItem, DimensionValues>
      key={level.path}
      resource={level.resource}
      basePath={`/master-data/${level.path}`}
      queryKey={["master-data", level.path]}
      api={levelApi}
      schema={dimensionItemBody}
      check={(values, language): FieldErrors =>
        parent && !values.parent_id ? { parent_id: [renderTemplate("required", "parent_id", language)] } : {}
      }
      title={(record) => (record ? `${record.code} · ${record.name}` : t(`dimensions.add.${level.kind}`))}
      trail={[t("menu.master_data"), t(`menu.${level.menu}`)]}
      deleteConfirm={t("dimensions.delete_confirm")}
      testId="dimension-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          {parent && (
            <Col xs={24} md={12}>
              <Form.Item name="parent_id" label={t(`menu.${parent.menu}`)} required>
                <RecordSelect path={`master-data/${parent.path}`} placeholder={t("dimensions.choose_parent")} />
              </Form.Item>
            </Col>
          )}
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
