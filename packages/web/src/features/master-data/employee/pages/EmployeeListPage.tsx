import { employeeBody } from "@neraca/core";
import { Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { lookups } from "../../../../lib/ledger";
import { columnsOf, dash, MasterDataList } from "../../components/MasterDataList";
import { RecordName } from "../../components/RecordName";
import { type Employee, EMPLOYEE_PATH } from "../api";

const importColumns = columnsOf(employeeBody);

/** `/master-data/employee`: employees with their work unit, office and linked user. */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [workUnit, setWorkUnit] = useState<string | null>(null);
  const [office, setOffice] = useState<string | null>(null);
  return (
    <MasterDataList<Employee>
      path={EMPLOYEE_PATH}
      resource="MdEmployee"
      title={t("md.employee.title")}
      subtitle={t("md.employee.subtitle")}
      addLabel={t("md.employee.add")}
      searchPlaceholder={t("md.employee.search")}
      importColumns={importColumns}
      testId="employee-table"
      filters={{ work_unit_id: workUnit ?? undefined, office_id: office ?? undefined }}
      filterControls={
        <>
          {ability.can("read", "MdWorkUnit") && (
            <RecordSelect
              kind="work_unit"
              value={workUnit}
              onChange={(value) => setWorkUnit(typeof value === "string" ? value : null)}
              placeholder={t("md.employee.all_work_units")}
              style={{ width: 200 }}
            />
          )}
          {ability.can("read", "MdOffice") && (
            <RecordSelect
              kind="office"
              value={office}
              onChange={(value) => setOffice(typeof value === "string" ? value : null)}
              placeholder={t("md.employee.all_offices")}
              style={{ width: 200 }}
            />
          )}
        </>
      }
      columns={[
        { title: t("md.fields.employee_id"), dataIndex: "code", key: "code", sorter: true, width: 130 },
        {
          title: t("fields.name"),
          dataIndex: "name",
          key: "name",
          sorter: true,
          render: (name: string, row) => (
            <Space orientation="vertical" size={0}>
              <Space size={6} wrap>
                <Typography.Text strong>{name}</Typography.Text>
                {!row.is_active && <Tag>{t("md.inactive")}</Tag>}
              </Space>
              {row.position && <Typography.Text type="secondary">{row.position}</Typography.Text>}
            </Space>
          ),
        },
        {
          title: t("md.fields.work_unit_id"),
          dataIndex: "work_unit_id",
          key: "work_unit_id",
          render: (id: string | null) => <RecordName path={lookups.work_unit.path} id={id} />,
        },
        {
          title: t("md.fields.office_id"),
          dataIndex: "office_id",
          key: "office_id",
          render: (id: string | null) => <RecordName path={lookups.office.path} id={id} />,
        },
        {
          title: t("md.fields.user_id"),
          dataIndex: "user_id",
          key: "user_id",
          render: (id: string | null) => <RecordName path={lookups.user.path} id={id} />,
        },
        { title: t("fields.email"), dataIndex: "email", key: "email", render: dash },
        { title: t("fields.phone"), dataIndex: "phone", key: "phone", render: dash },
      ]}
    />
  );
}
