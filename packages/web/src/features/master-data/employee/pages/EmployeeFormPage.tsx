import { employeeBody } from "@neraca/core";
import { Col, Form, Input, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useAbility } from "../../../../lib/ability";
import { type Employee, EMPLOYEE_PATH, type EmployeeValues, employeeApi } from "../api";

/** `/master-data/employee/add` and `/detail/:id`. */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <ResourceForm<Employee, EmployeeValues>
      resource="MdEmployee"
      basePath={`/master-data/${EMPLOYEE_PATH}`}
      queryKey={["master-data", EMPLOYEE_PATH]}
      api={employeeApi}
      schema={employeeBody}
      initialValues={{ is_active: true }}
      title={(record) => (record ? `${record.code} · ${record.name}` : t("md.employee.add"))}
      trail={[t("menu.master_data"), t("md.employee.title")]}
      deleteConfirm={t("md.employee.delete_confirm")}
      testId="employee-form"
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="code" label={t("md.fields.employee_id")} required extra={t("md.employee.id_hint")}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t("fields.name")} required>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="position" label={t("md.fields.position")}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="work_unit_id" label={t("md.fields.work_unit_id")}>
              <RecordSelect kind="work_unit" disabled={!ability.can("read", "MdWorkUnit")} placeholder={t("md.employee.pick_work_unit")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="office_id" label={t("md.fields.office_id")}>
              <RecordSelect kind="office" disabled={!ability.can("read", "MdOffice")} placeholder={t("md.employee.pick_office")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="user_id" label={t("md.fields.user_id")} extra={t("md.employee.user_hint")}>
              <RecordSelect kind="user" disabled={!ability.can("read", "MdUser")} placeholder={t("md.employee.pick_user")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t("fields.email")}>
              <Input maxLength={254} inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t("fields.phone")}>
              <Input maxLength={30} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="is_active" label={t("md.fields.is_active")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceForm>
  );
}
