import { PlusOutlined } from "@ant-design/icons";
import { Card, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { type LedgerTag, tagApi } from "../api";

export function TagListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t("tags.title")} subtitle={t("tags.subtitle")} trail={[{ title: t("menu.master_data") }, { title: t("tags.title") }]} />
      <Card>
        <ResourceTable<LedgerTag>
          queryKey={["master-data", "tag"]}
          fetch={tagApi.list}
          searchPlaceholder={t("tags.search")}
          onOpen={(row) => void navigate(`/master-data/tag/detail/${row.id}`)}
          testId="tag-table"
          toolbar={
            ability.can("create", "MdTag") && (
              <LinkButton type="primary" icon={<PlusOutlined />} to="/master-data/tag/add">
                {t("tags.add")}
              </LinkButton>
            )
          }
          columns={[
            {
              title: t("fields.name"),
              dataIndex: "name",
              key: "name",
              sorter: true,
              render: (name: string, row) => <Tag color={row.color ?? undefined}>{name}</Tag>,
            },
            { title: t("fields.description"), dataIndex: "description", key: "description", render: (v: string | null) => v || "—" },
          ]}
        />
      </Card>
    </>
  );
}
