import { portBody } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ResourceForm } from "../../../../components/ResourceForm";
import { type Port, portApi, portKindOf, portKinds, type PortValues } from "../api";

/** Add and detail of a seaport (UN/LOCODE) or an airport (IATA code). */
export function PortFormPage() {
  const { t } = useTranslation();
  const kind = portKindOf(useLocation().pathname);
  const kindApi = useMemo(() => portApi(kind), [kind]);
  return (
    <ResourceForm<Port, PortValues>
      key={kind}
      resource={portKinds[kind].resource}
      basePath={`/master-data/${kind}`}
      queryKey={["master-data", kind]}
      api={kindApi}
      schema={portBody}
      title={(record) => (record ? `${record.code} · ${record.name}` : t(`md.port.${kind}.add`))}
      trail={[t("menu.master_data"), t(`md.port.${kind}.title`)]}
      deleteConfirm={t(`md.port.${kind}.delete_confirm`)}
      testId="port-form"
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item
              name="code"
              label={t(`md.port.${kind}.code`)}
              required
              extra={t(`md.port.${kind}.code_hint`)}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={kind === "airport" ? 3 : 5} placeholder={portKinds[kind].example} />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item name="name" label={t("fields.name")} required>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="city" label={t("md.fields.city")}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country" label={t("md.fields.country")}>
              <Input maxLength={60} placeholder="Indonesia" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceForm>
  );
}
