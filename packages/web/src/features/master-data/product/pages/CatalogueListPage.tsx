import { catalogueItemBody } from "@neraca/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LevelSwitch } from "../../components/LevelSwitch";
import { columnsOf, dash, MasterDataList } from "../../components/MasterDataList";
import { RecordFilter } from "../../components/ListFilters";
import { RecordName } from "../../components/RecordName";
import type { CatalogueItem } from "../api";
import { catalogueLevelOf, catalogueLevels } from "../catalogue";

const allColumns = columnsOf(catalogueItemBody);

/** `/master-data/unit`, `/product-brand`, `/product-category`, `/product-sub-category` (by its category). */
export function CatalogueListPage() {
  const { t } = useTranslation();
  const level = catalogueLevelOf(useLocation().pathname);
  const [parentId, setParentId] = useState<string | null>(null);
  const parentPath = level.parent ? `master-data/${level.parent}` : null;
  return (
    <MasterDataList<CatalogueItem>
      key={level.path}
      path={level.path}
      resource={level.resource}
      texts={`md.catalogue.${level.key}`}
      searchPlaceholder={t("md.search")}
      importColumns={parentPath ? allColumns : allColumns.filter((column) => column !== "parent_id")}
      testId="catalogue-table"
      filters={parentPath ? { parent_id: parentId ?? undefined } : undefined}
      above={
        <LevelSwitch value={level.path} options={catalogueLevels.map((l) => ({ value: l.path, label: t(`menu.${l.key}`) }))} testId="catalogue-levels" />
      }
      filterControls={
        parentPath && (
          <RecordFilter path={parentPath} value={parentId} onChange={setParentId} placeholder={t("md.catalogue.filter_category")} width={220} />
        )
      }
      columns={[
        { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 140 },
        { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
        ...(parentPath
          ? [
              {
                title: t("md.fields.category_id"),
                dataIndex: "parent_id",
                key: "parent_id",
                render: (id: string | null) => <RecordName path={parentPath} id={id} />,
              },
            ]
          : []),
        { title: t("fields.description"), dataIndex: "description", key: "description", render: dash },
      ]}
    />
  );
}
