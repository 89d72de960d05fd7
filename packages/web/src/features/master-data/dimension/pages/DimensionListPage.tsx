import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Card, Segmented } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { lookupApi, lookupLabel } from "../../../../lib/ledger";
import { type DimensionItem, dimensionApi } from "../api";
import { familyOf, levelOf, parentOf } from "../levels";

/** The list of one level of the activity or element hierarchy, filterable by its parent. */
export function DimensionListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const level = levelOf(useLocation().pathname);
  const parent = parentOf(level);
  const levelApi = useMemo(() => dimensionApi(level.path), [level.path]);
  const [parentId, setParentId] = useState<string | null>(null);
  const parents = useQuery({
    queryKey: ["lookup", `master-data/${parent?.path}`, "names"],
    queryFn: () => lookupApi.list(`master-data/${parent?.path}`, { per_page: 100 }),
    enabled: !!parent,
  });
  const parentName = (id: string | null) => {
    const found = parents.data?.data.find((p) => p.id === id);
    return found ? lookupLabel(found) : "—";
  };
  const title = t(`menu.${level.menu}`);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`dimensions.${level.family}_subtitle`)}
        trail={[{ title: t("menu.master_data") }, { title: title }]}
      />
      <Card>
        <Segmented
          value={level.path}
          onChange={(path) => void navigate(`/master-data/${path}`)}
          options={familyOf(level).map((l) => ({ value: l.path, label: t(`menu.${l.menu}`) }))}
          style={{ marginBottom: 16, maxWidth: "100%", overflowX: "auto" }}
          data-testid="dimension-levels"
        />
        <ResourceTable<DimensionItem>
          key={level.path}
          queryKey={["master-data", level.path]}
          fetch={levelApi.list}
          filters={{ parent_id: parentId ?? undefined }}
          searchPlaceholder={t("dimensions.search")}
          onOpen={(row) => void navigate(`/master-data/${level.path}/detail/${row.id}`)}
          testId="dimension-table"
          toolbar={
            <>
              {parent && (
                <RecordSelect
                  path={`master-data/${parent.path}`}
                  value={parentId}
                  onChange={(value) => setParentId(typeof value === "string" ? value : null)}
                  placeholder={t("dimensions.filter_parent", { level: t(`menu.${parent.menu}`) })}
                  style={{ minWidth: 240 }}
                />
              )}
              {ability.can("create", level.resource) && (
                <LinkButton type="primary" icon={<PlusOutlined />} to={`/master-data/${level.path}/add`}>
                  {t(`dimensions.add.${level.kind}`)}
                </LinkButton>
              )}
            </>
          }
          columns={[
            { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 140 },
            { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
            ...(parent
              ? [{ title: t(`menu.${parent.menu}`), dataIndex: "parent_id", key: "parent_id", render: parentName }]
              : []),
            { title: t("fields.description"), dataIndex: "description", key: "description", render: (v: string | null) => v || "—" },
          ]}
        />
      </Card>
    </>
  );
}
