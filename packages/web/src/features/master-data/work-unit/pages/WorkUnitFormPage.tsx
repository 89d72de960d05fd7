import { workUnitBody } from "@neraca/core";
import { Row } from "antd";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { type WorkUnit, type WorkUnitValues, workUnitApi } from "../api";
import { CodeNameFields } from "../../components/CodeNameFields";
import { FormFields, textField } from "../../components/FormFields";
import { MasterDataForm } from "../../components/MasterDataForm";

/** `/master-data/work-unit/add` and `/detail/:id`: code, name, head, head user, group head. */
export function WorkUnitFormPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <MasterDataForm<WorkUnit, WorkUnitValues> path="work-unit" texts="work_units" resource="MdWorkUnit" api={workUnitApi} schema={workUnitBody}>
      {() => (
        <Row gutter={16}>
          <CodeNameFields />
          <FormFields
            fields={[
              textField("head", t("work_units.head"), 8, 150, { extra: t("work_units.head_hint") }),
              {
                name: "head_user_id",
                label: t("work_units.head_user"),
                md: 8,
                extra: t("work_units.head_user_hint"),
                input: <RecordSelect kind="user" disabled={!ability.can("read", "MdUser")} placeholder={t("work_units.head_user_placeholder")} />,
              },
              textField("group_head", t("work_units.group_head"), 8, 150),
            ]}
          />
        </Row>
      )}
    </MasterDataForm>
  );
}
