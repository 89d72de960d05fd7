import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { codeColumn, textColumn } from "../../components/columns";
import { AddLink, MasterDataPage } from "../../components/MasterDataList";
import { type Office, officeApi } from "../api";

export function OfficeListPage() {
  const { t } = useTranslation();
  return (
    <MasterDataPage<Office>
      path="office"
      texts="offices"
      fetch={officeApi.list}
      filterControls={<AddLink resource="MdOffice" to="/master-data/office/add" label={t("offices.add")} />}
      columns={[
        codeColumn(t, 110),
        {
          title: t("fields.name"),
          dataIndex: "name",
          key: "name",
          sorter: true,
          render: (name: string, row) => (
            <>
              {name} {row.is_head_office && <Tag color="green">{t("offices.head_office")}</Tag>}
            </>
          ),
        },
        textColumn(t("fields.branch"), "branch", true),
        textColumn(t("fields.phone"), "phone"),
        textColumn(t("fields.email"), "email"),
        textColumn(t("fields.npwp"), "npwp"),
      ]}
    />
  );
}
