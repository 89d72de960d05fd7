import { catalogueItemBody, type FieldErrors, renderTemplate } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { type CatalogueItem, type CatalogueValues, catalogueApi } from "../api";
import { catalogueLevelOf } from "../catalogue";
import { CodeNameFields } from "../../components/CodeNameFields";

/** Add and detail of a unit, brand, category or sub-category (which belongs to a category). */
export function CatalogueFormPage() {
  const { t } = useTranslation();
  const level = catalogueLevelOf(useLocation().pathname);
  const levelApi = useMemo(() => catalogueApi(level.path), [level.path]);
  const title = t(`md.catalogue.${level.key}.title`);
  return (
    <ResourceForm<CatalogueItem, CatalogueValues>
      key={level.path}
      resource={level.resource}
      basePath={`/master-data/${level.path}`}
      queryKey={["master-data", level.path]}
      api={levelApi}
      schema={catalogueItemBody}
      title={(record) => (record ? `${record.code} · ${record.name}` : t(`md.catalogue.${level.key}.add`))}
      trail={[t("menu.master_data"), title]}
      deleteConfirm={t(`md.catalogue.${level.key}.delete_confirm`)}
      check={(values, language): FieldErrors =>
        level.parent && !values.parent_id ? { parent_id: [renderTemplate("required", "category_id", language)] } : {}
      }
      testId="catalogue-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          {level.parent && (
            <Col xs={24} md={12}>
              <Form.Item name="parent_id" label={t("md.fields.category_id")} required>
                <RecordSelect path={`master-data/${level.parent}`} placeholder={t("md.catalogue.pick_category")} />
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
