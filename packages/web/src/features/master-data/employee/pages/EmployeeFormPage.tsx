import { employeeBody, type EmployeeBody } from "@neraca/core";
import { Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { activeField, FormFields, recordField, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";
import { type Employee, EMPLOYEE_PATH } from "../api";

/** `/master-data/employee/add` and `/detail/:id`. */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const pick = (name: "work_unit_id" | "office_id" | "user_id", kind: "work_unit" | "office" | "user", resource: "MdWorkUnit" | "MdOffice" | "MdUser", placeholder: string, extra?: string) =>
    recordField(t, name, 8, <RecordSelect kind={kind} disabled={!ability.can("read", resource)} placeholder={t(`md.employee.${placeholder}`)} />, { extra });
  return (
    <MasterDataForm<Employee, EmployeeBody>
      path={EMPLOYEE_PATH}
      resource="MdEmployee"
      schema={employeeBody}
      initialValues={{ is_active: true }}
    >
      {() => (
        <Row gutter={16}>
          <FormFields
            fields={[
              textField("code", t("md.fields.employee_id"), 6, 30, { required: true, extra: t("md.employee.id_hint") }),
              textField("name", t("fields.name"), 12, 150, { required: true }),
              textField("position", t("md.fields.position"), 6, 150),
              pick("work_unit_id", "work_unit", "MdWorkUnit", "pick_work_unit"),
              pick("office_id", "office", "MdOffice", "pick_office"),
              pick("user_id", "user", "MdUser", "pick_user", t("md.employee.user_hint")),
              { name: "email", label: t("fields.email"), md: 8, input: <Input maxLength={254} inputMode="email" /> },
              { name: "phone", label: t("fields.phone"), md: 8, input: <Input maxLength={30} inputMode="tel" /> },
              activeField(t, 8),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
