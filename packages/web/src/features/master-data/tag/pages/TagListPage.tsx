import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dash } from "../../components/columns";
import { AddLink, MasterDataPage } from "../../components/MasterDataList";
import type { LedgerTag } from "../api";

export function TagListPage() {
  const { t } = useTranslation();
  return (
    <MasterDataPage<LedgerTag>
      path="tag"
      texts="tags"
      filterControls={<AddLink resource="MdTag" to="/master-data/tag/add" label={t("tags.add")} />}
      columns={[
        {
          title: t("fields.name"),
          dataIndex: "name",
          key: "name",
          sorter: true,
          render: (name: string, row) => <Tag color={row.color ?? undefined}>{name}</Tag>,
        },
        { title: t("fields.description"), dataIndex: "description", key: "description", render: dash },
      ]}
    />
  );
}
