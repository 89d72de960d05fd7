import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { lookupApi, lookups } from "../../../../lib/ledger";
import { type WorkUnit, workUnitApi } from "../api";

const dash = (value: string | null) => value || "—";

export function WorkUnitListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const members = useQuery({
    queryKey: ["lookup", lookups.user.path, "names"],
    queryFn: () => lookupApi.list(lookups.user.path, { per_page: 100 }),
    enabled: ability.can("read", "MdUser"),
  });
  const memberName = (id: string | null) => (id ? (members.data?.data.find((m) => m.id === id)?.user_name ?? "—") : "—");
  return (
    <>
      <PageHeader
        title={t("work_units.title")}
        subtitle={t("work_units.subtitle")}
        trail={[{ title: t("menu.master_data") }, { title: t("work_units.title") }]}
      />
      <Card>
        <ResourceTable<WorkUnit>
          queryKey={["master-data", "work-unit"]}
          fetch={workUnitApi.list}
          searchPlaceholder={t("work_units.search")}
          onOpen={(row) => void navigate(`/master-data/work-unit/detail/${row.id}`)}
          testId="work-unit-table"
          toolbar={
            ability.can("create", "MdWorkUnit") && (
              <LinkButton type="primary" icon={<PlusOutlined />} to="/master-data/work-unit/add">
                {t("work_units.add")}
              </LinkButton>
            )
          }
          columns={[
            { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 120 },
            { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
            { title: t("work_units.head"), dataIndex: "head", key: "head", render: dash },
            { title: t("work_units.head_user"), dataIndex: "head_user_id", key: "head_user_id", render: memberName },
            { title: t("work_units.group_head"), dataIndex: "group_head", key: "group_head", render: dash },
          ]}
        />
      </Card>
    </>
  );
}
