import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LevelSwitch } from "../../components/LevelSwitch";
import { dash, MasterDataList } from "../../components/MasterDataList";
import { RecordFilter } from "../../components/ListFilters";
import { RecordName } from "../../components/RecordName";
import { importColumnsOf, type Integration, integrationLevelOf, integrationLevels, referencePath } from "../api";

/** `/master-data/integration-category`, `/intergration` and `/activity-integration`. */
export function IntegrationListPage() {
  const { t } = useTranslation();
  const level = integrationLevelOf(useLocation().pathname);
  const [parent, setParent] = useState<string | null>(null);
  // Integrations are filtered by their category, activity integrations by their integration.
  const parentField = level.fields[0] === "category_id" || level.fields[0] === "integration_id" ? level.fields[0] : null;
  return (
    <MasterDataList<Integration>
      key={level.path}
      path={level.path}
      resource={level.resource}
      texts={`md.integration.${level.key}`}
      searchPlaceholder={t("md.search")}
      importColumns={importColumnsOf(level)}
      testId="integration-table"
      filters={parentField ? { [parentField]: parent ?? undefined } : undefined}
      above={<LevelSwitch value={level.path} options={integrationLevels.map((l) => ({ value: l.path, label: t(`menu.${l.key}`) }))} />}
      filterControls={
        parentField && (
          <RecordFilter
            path={referencePath[parentField]}
            value={parent}
            onChange={setParent}
            placeholder={t(`md.integration.filter.${parentField}`)}
            width={220}
          />
        )
      }
      columns={[
        { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 140 },
        { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
        ...level.fields.map((field) => ({
          title: t(`md.fields.${field}`),
          dataIndex: field,
          key: field,
          render: (id: string | null) => <RecordName path={referencePath[field]} id={id} />,
        })),
        { title: t("fields.description"), dataIndex: "description", key: "description", render: dash },
      ]}
    />
  );
}
