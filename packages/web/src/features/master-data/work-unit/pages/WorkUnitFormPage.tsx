import { workUnitBody } from "@neraca/core";
import { Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { type WorkUnit, type WorkUnitValues, workUnitApi } from "../api";
import { CodeNameFields } from "../../components/CodeNameFields";

/** `/master-data/work-unit/add` and `/detail/:id`: code, name, head, head user, group head. */
export function WorkUnitFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <ResourceForm<WorkUnit, WorkUnitValues>
      resource="MdWorkUnit"
      basePath="/master-data/work-unit"
      queryKey={["master-data", "work-unit"]}
      api={workUnitApi}
      schema={workUnitBody}
      title={(record) => (record ? `${record.code} · ${record.name}` : t("work_units.add"))}
      trail={[t("menu.master_data"), t("work_units.title")]}
      deleteConfirm={t("work_units.delete_confirm")}
      testId="work-unit-form"
    >
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          <Col xs={24} md={8}>
            <Form.Item name="head" label={t("work_units.head")} extra={t("work_units.head_hint")}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="head_user_id" label={t("work_units.head_user")} extra={t("work_units.head_user_hint")}>
              <RecordSelect kind="user" disabled={!ability.can("read", "MdUser")} placeholder={t("work_units.head_user_placeholder")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="group_head" label={t("work_units.group_head")}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceForm>
  );
}
