import { portBody } from "@neraca/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LevelSwitch } from "../../components/LevelSwitch";
import { columnsOf, dash, MasterDataList } from "../../components/MasterDataList";
import { type Port, portKindOf, portKinds } from "../api";

const importColumns = columnsOf(portBody);

/** `/master-data/seaport` and `/master-data/airport`. */
export function PortListPage() {
  const { t } = useTranslation();
  const kind = portKindOf(useLocation().pathname);
  return (
    <MasterDataList<Port>
      key={kind}
      path={kind}
      resource={portKinds[kind].resource}
      texts={`md.port.${kind}`}
      searchPlaceholder={t("md.port.search")}
      importColumns={importColumns}
      testId="port-table"
      above={<LevelSwitch value={kind} options={(["seaport", "airport"] as const).map((value) => ({ value, label: t(`md.port.${value}.title`) }))} />}
      columns={[
        { title: t(`md.port.${kind}.code`), dataIndex: "code", key: "code", sorter: true, width: 130 },
        { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
        { title: t("md.fields.city"), dataIndex: "city", key: "city", sorter: true, render: dash },
        { title: t("md.fields.country"), dataIndex: "country", key: "country", render: dash },
      ]}
    />
  );
}
