import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../../lib/ability";
import { lookupApi, lookups } from "../../../../lib/ledger";
import { codeColumn, textColumn } from "../../components/columns";
import { AddLink, MasterDataPage } from "../../components/MasterDataList";
import type { WorkUnit } from "../api";

export function WorkUnitListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const members = useQuery({
    queryKey: ["lookup", lookups.user.path, "names"],
    queryFn: () => lookupApi.list(lookups.user.path, { per_page: 100 }),
    enabled: ability.can("read", "MdUser"),
  });
  const memberName = (id: string | null) => (id ? (members.data?.data.find((m) => m.id === id)?.user_name ?? "—") : "—");
  return (
    <MasterDataPage<WorkUnit>
      path="work-unit"
      texts="work_units"
      filterControls={<AddLink resource="MdWorkUnit" to="/master-data/work-unit/add" label={t("work_units.add")} />}
      columns={[
        codeColumn(t, 120),
        { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
        textColumn(t("work_units.head"), "head"),
        { title: t("work_units.head_user"), dataIndex: "head_user_id", key: "head_user_id", render: memberName },
        textColumn(t("work_units.group_head"), "group_head"),
      ]}
    />
  );
}
