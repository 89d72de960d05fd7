import { tagBody } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { ColorSwatches } from "../components/ColorSwatches";
import { useTranslation } from "react-i18next";
import { ResourceForm } from "../../../../components/ResourceForm";
import { type LedgerTag, type TagValues, tagApi } from "../api";

const PRESETS = ["#0f766e", "#2563eb", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#ca8a04", "#16a34a", "#475569"];

/** `/master-data/tag/add` and `/detail/:id`: name, colour, description. */
export function TagFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceForm<LedgerTag, TagValues>
      resource="MdTag"
      basePath="/master-data/tag"
      queryKey={["master-data", "tag"]}
      api={tagApi}
      schema={tagBody}
      initialValues={{ color: PRESETS[0] }}
      title={(record) => record?.name ?? t("tags.add")}
      trail={[t("menu.master_data"), t("tags.title")]}
      deleteConfirm={t("tags.delete_confirm")}
      testId="tag-form"
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t("fields.name")} required>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="color" label={t("tags.color")}>
              <ColorSwatches colors={PRESETS} />
            </Form.Item>
          </Col>
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
