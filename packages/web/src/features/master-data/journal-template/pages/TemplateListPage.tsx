import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { Card, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { type JournalTemplate, templateApi } from "../../../../lib/ledger";
import { useTemplateBase } from "../base-path";

export function TemplateListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const { base, transactions } = useTemplateBase();
  return (
    <>
      <PageHeader
        title={t("templates.title")}
        subtitle={t("templates.subtitle")}
        trail={[{ title: t(transactions ? "menu.general_ledger" : "menu.master_data") }, { title: t("templates.title") }]}
        actions={
          <LinkButton icon={<DownloadOutlined />} to="/master-data/journal-template/export">
            {t("templates.export")}
          </LinkButton>
        }
      />
      <Card>
        <ResourceTable<JournalTemplate>
          queryKey={["master-data", "journal-template"]}
          fetch={templateApi.list}
          searchPlaceholder={t("templates.search")}
          onOpen={(row) => void navigate(`${base}/detail/${row.id}`)}
          testId="template-table"
          toolbar={
            <Space>
              {ability.can("create", "MdJournalTemplate") && (
                <LinkButton type="primary" icon={<PlusOutlined />} to={`${base}/add`}>
                  {t("templates.add")}
                </LinkButton>
              )}
            </Space>
          }
          columns={[
            { title: t("fields.code"), dataIndex: "code", key: "code", sorter: true, width: 140 },
            { title: t("fields.name"), dataIndex: "name", key: "name", sorter: true },
            { title: t("templates.lines"), key: "lines", width: 90, render: (_: unknown, row) => row.details.length },
            { title: t("fields.description"), dataIndex: "description", key: "description", render: (v: string | null) => v || "—" },
          ]}
        />
      </Card>
    </>
  );
}
