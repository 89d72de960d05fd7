import { EditOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { useUiLanguage } from "../../../lib/i18n";
import { formatAmount } from "@neraca/core";
import { type ModuleApproval, moduleApprovalApi } from "../api";
import { ModuleApprovalEditor } from "./ModuleApprovalEditor";

/** A saved level in one line: its limit, mode and approvers. */
function LevelSummary({ level }: { level: ModuleApproval["levels"][number] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <div style={{ marginBottom: 4 }}>
      <Typography.Text strong>{t("approval_panel.level", { n: level.index + 1 })}: </Typography.Text>
      <Typography.Text>
        {t(`approval_panel.limits.${level.limit_type}`, { min: formatAmount(level.amount_min, language), max: formatAmount(level.amount_max, language) })}
      </Typography.Text>
      <Typography.Text type="secondary"> · {t(`approval_panel.modes.${level.mode}`)} · </Typography.Text>
      {level.approvers.map((a) => (
        <Tag key={`${a.type}-${a.id}`} icon={a.type === "role" ? <TeamOutlined /> : <UserOutlined />}>
          {a.name}
        </Tag>
      ))}
    </div>
  );
}

/** Settings → Module approval: every module with its levels, edited one module at a time. */
export function ModuleApprovalPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [editing, setEditing] = useState<ModuleApproval | null>(null);
  const modules = useQuery({ queryKey: ["setting", "module-approval"], queryFn: moduleApprovalApi.list });
  const canUpdate = ability.can("update", "Setting");
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900 }}>
        {t("module_approval.intro")}
      </Typography.Paragraph>
      <Table<ModuleApproval>
        rowKey="module"
        loading={modules.isPending}
        dataSource={modules.data?.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        data-testid="module-approval-table"
        columns={[
          { title: t("module_approval.module"), dataIndex: "name", width: 220, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
          {
            title: t("module_approval.levels"),
            key: "levels",
            render: (_, row) =>
              row.levels.length === 0 ? (
                <Typography.Text type="secondary">{t("module_approval.levels_count", { count: 0 })}</Typography.Text>
              ) : (
                <>
                  {row.levels.map((level) => (
                    <LevelSummary key={level.index} level={level} />
                  ))}
                  {row.allow_creator_approval && <Tag color="orange">{t("module_approval.creator_may_approve")}</Tag>}
                </>
              ),
          },
          {
            title: t("common.actions"),
            key: "actions",
            width: 150,
            render: (_, row) =>
              canUpdate && (
                <Space>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid={`module-approval-edit-${row.module}`}>
                    {t("module_approval.edit")}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <ModuleApprovalEditor module={editing} onClose={() => setEditing(null)} />
    </>
  );
}
