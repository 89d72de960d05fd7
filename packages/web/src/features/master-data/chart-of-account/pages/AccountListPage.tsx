import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from "@ant-design/icons";
import { type AccountType, accountTypeNames, accountTypes, subtypeNames } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Input, Select, Space, Table, Tag, Tooltip, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { useUiLanguage } from "../../../../lib/i18n";
import { accountApi } from "../api";
import { type AccountRow, filterTree, parentIds } from "../account-tree";

/** `/master-data/chart-of-account`: the chart as a tree, searchable and filtered by type. */
export function AccountListPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const navigate = useNavigate();
  const [type, setType] = useState<AccountType | "all">("all");
  const [search, setSearch] = useState("");
  const [collapsed, setCollapsed] = useState<string[] | null>(null);
  const tree = useQuery({ queryKey: ["master-data", "chart-of-account", "tree"], queryFn: accountApi.tree });
  const rows = useMemo(() => filterTree(tree.data?.data ?? [], type, search), [tree.data, type, search]);
  const allParents = useMemo(() => parentIds(rows), [rows]);
  // Everything open unless the user folded it; a search always opens the path to its matches.
  const expanded = search || collapsed === null ? allParents : allParents.filter((id) => !collapsed.includes(id));
  const canCreate = ability.can("create", "MdChartOfAccount");

  return (
    <>
      <PageHeader
        title={t("accounts.title")}
        subtitle={t("accounts.subtitle")}
        trail={[{ title: t("menu.master_data") }, { title: t("accounts.title") }]}
        actions={
          canCreate && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/master-data/chart-of-account/add">
              {t("accounts.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <div className="panel-toolbar">
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t("accounts.search")}
              onSearch={(value) => setSearch(value)}
              onChange={(event) => {
                if (!event.target.value) setSearch("");
              }}
              style={{ width: 280, maxWidth: "100%" }}
              data-testid="table-search"
            />
            <Select<AccountType | "all">
              value={type}
              onChange={setType}
              style={{ width: 180 }}
              aria-label={t("accounts.type")}
              data-testid="account-type-filter"
              options={[
                { value: "all", label: t("accounts.all_types") },
                ...accountTypes.map((value) => ({ value, label: accountTypeNames[value][language] })),
              ]}
            />
          </Space>
          <Space>
            <Tooltip title={t("accounts.expand_all")}>
              <Button icon={<NodeExpandOutlined />} aria-label={t("accounts.expand_all")} onClick={() => setCollapsed([])} />
            </Tooltip>
            <Tooltip title={t("accounts.collapse_all")}>
              <Button icon={<NodeCollapseOutlined />} aria-label={t("accounts.collapse_all")} onClick={() => setCollapsed(allParents)} />
            </Tooltip>
          </Space>
        </div>
        <Table<AccountRow>
          rowKey="id"
          size="middle"
          loading={tree.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: "max-content" }}
          data-testid="account-tree"
          locale={{ emptyText: search || type !== "all" ? t("table.no_match") : t("table.no_data") }}
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => setCollapsed(allParents.filter((id) => !keys.includes(id))),
          }}
          onRow={(row) => ({
            onClick: () => void navigate(`/master-data/chart-of-account/detail/${row.id}`),
            style: { cursor: "pointer" },
          })}
          columns={[
            {
              title: t("fields.code"),
              dataIndex: "code",
              key: "code",
              width: 160,
              render: (code: string, row) => (
                <Typography.Text strong={!row.is_postable} className="account-code">
                  {code}
                </Typography.Text>
              ),
            },
            {
              title: t("fields.name"),
              dataIndex: "name",
              key: "name",
              render: (name: string, row) => (
                <Space size={6} wrap>
                  <Typography.Text strong={!row.is_postable}>{name}</Typography.Text>
                  {!row.is_postable && <Tag color="blue">{t("accounts.header")}</Tag>}
                  {!row.is_active && <Tag>{t("accounts.inactive")}</Tag>}
                </Space>
              ),
            },
            {
              title: t("accounts.type"),
              dataIndex: "type",
              key: "type",
              render: (value: AccountType) => accountTypeNames[value][language],
            },
            {
              title: t("accounts.subtype"),
              dataIndex: "subtype",
              key: "subtype",
              render: (value: AccountRow["subtype"]) => (value ? subtypeNames[value][language] : "—"),
            },
            {
              title: t("accounts.normal_balance"),
              dataIndex: "normal_balance",
              key: "normal_balance",
              render: (value: "debit" | "credit") => t(`lines.${value}`),
            },
            ...(canCreate
              ? [
                  {
                    title: t("common.actions"),
                    key: "actions",
                    width: 150,
                    render: (_: unknown, row: AccountRow) => (
                      <Button
                        size="small"
                        type="link"
                        icon={<PlusOutlined />}
                        onClick={(event) => {
                          event.stopPropagation();
                          void navigate(`/master-data/chart-of-account/add?parent=${row.id}`);
                        }}
                        aria-label={t("accounts.add_sub_of", { code: row.code })}
                      >
                        {t("accounts.add_sub")}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </>
  );
}
