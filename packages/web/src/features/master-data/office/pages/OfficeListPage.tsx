import { PlusOutlined } from "@ant-design/icons";
import { Card, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { type Office, officeApi } from "../api";

const dash = (value: string | null) => value ?? "—";

export function OfficeListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("offices.title")}
        subtitle={t("offices.subtitle")}
        trail={[{ title: t("menu.master_data") }, { title: t("offices.title") }]}
      />
      <Card>
        <ResourceTable<Office>
          queryKey={["master-data", "office"]}
          fetch={officeApi.list}
          searchPlaceholder={t("offices.search")}
          onOpen={(row) => void navigate(`/master-data/office/detail/${row.id}`)}
          testId="office-table"
          toolbar={
            ability.can("create", "MdOffice") && (
              <LinkButton type="primary" icon={<PlusOutlined />} to="/master-data/office/add">
                {t("offices.add")}
              </LinkButton>
            )
          }
          columns={[
            { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 110 },
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
            { title: t("fields.branch"), dataIndex: "branch", key: "branch", sorter: true, render: dash },
            { title: t("fields.phone"), dataIndex: "phone", key: "phone", render: dash },
            { title: t("fields.email"), dataIndex: "email", key: "email", render: dash },
            { title: t("fields.npwp"), dataIndex: "npwp", key: "npwp", render: dash },
          ]}
        />
      </Card>
    </>
  );
}
