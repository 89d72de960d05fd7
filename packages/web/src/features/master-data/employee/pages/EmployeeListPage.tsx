import { employeeBody } from "@neraca/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../../lib/ability";
import { lookups } from "../../../../lib/ledger";
import { columnsOf, MasterDataList } from "../../components/MasterDataList";
import { RecordFilter } from "../../components/ListFilters";
import { codeColumn, nameColumn, recordColumn, textColumn } from "../../components/columns";
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
      texts="md.employee"
      importColumns={importColumns}
      filters={{ work_unit_id: workUnit ?? undefined, office_id: office ?? undefined }}
      filterControls={
        <>
          {ability.can("read", "MdWorkUnit") && (
            <RecordFilter kind="work_unit" value={workUnit} onChange={setWorkUnit} placeholder={t("md.employee.all_work_units")} />
          )}
          {ability.can("read", "MdOffice") && (
            <RecordFilter kind="office" value={office} onChange={setOffice} placeholder={t("md.employee.all_offices")} />
          )}
        </>
      }
      columns={[
        codeColumn(t, 130, t("md.fields.employee_id")),
        nameColumn(t, { secondLine: (row) => row.position }),
        recordColumn(t("md.fields.work_unit_id"), "work_unit_id", lookups.work_unit.path),
        recordColumn(t("md.fields.office_id"), "office_id", lookups.office.path),
        recordColumn(t("md.fields.user_id"), "user_id", lookups.user.path),
        textColumn(t("fields.email"), "email"),
        textColumn(t("fields.phone"), "phone"),
      ]}
    />
  );
}
