import { KeyOutlined, StopOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Popconfirm, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { toast } from "../../../lib/toast";
import { type IntegrationToken, integrationSettingsApi } from "../integration-api";
import { TokenModal } from "./TokenModal";

const when = (value: string | null) => (value ? dayjs(value).format("DD MMM YYYY HH:mm") : "—");

/** Integration tokens: API clients act with the roles chosen; a token is shown once and can be revoked. */
export function IntegrationTokensPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const tokens = useQuery({ queryKey: ["setting", "integration-token"], queryFn: integrationSettingsApi.tokens });
  const revoke = useMutation({
    mutationFn: integrationSettingsApi.revokeToken,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "integration-token"] });
    },
  });
  const canCreate = ability.can("create", "Setting");
  const canDelete = ability.can("delete", "Setting");
  return (
    <>
      <div className="panel-toolbar">
        <Typography.Text type="secondary" style={{ maxWidth: 640 }}>
          {t("tokens.intro")}
        </Typography.Text>
        {canCreate && (
          <Button type="primary" icon={<KeyOutlined />} onClick={() => setCreating(true)} data-testid="token-new">
            {t("tokens.new")}
          </Button>
        )}
      </div>
      <Table<IntegrationToken>
        rowKey="id"
        loading={tokens.isPending}
        dataSource={tokens.data?.data ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("table.no_data") }}
        data-testid="token-table"
        columns={[
          {
            title: t("fields.name"),
            dataIndex: "name",
            key: "name",
            render: (name: string, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary" code>
                  {row.hint}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t("fields.roles"),
            key: "roles",
            render: (_: unknown, row) => (row.roles.length ? row.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) : "—"),
          },
          { title: t("tokens.created_at"), dataIndex: "created_at", key: "created_at", render: when },
          { title: t("tokens.last_used_at"), dataIndex: "last_used_at", key: "last_used_at", render: when },
          {
            title: t("tokens.status"),
            dataIndex: "status",
            key: "status",
            render: (status: IntegrationToken["status"], row) => (
              <Tag color={status === "active" ? "green" : "default"}>
                {status === "active" ? t("tokens.active") : t("tokens.revoked_on", { date: when(row.revoked_at) })}
              </Tag>
            ),
          },
          {
            title: t("common.actions"),
            key: "actions",
            width: 130,
            render: (_: unknown, row) =>
              canDelete && row.status === "active" ? (
                <Popconfirm
                  title={t("tokens.revoke_confirm", { name: row.name })}
                  description={t("tokens.revoke_warning")}
                  okText={t("tokens.revoke")}
                  cancelText={t("common.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke.mutateAsync(row.id).catch(() => undefined)}
                >
                  <Button size="small" danger icon={<StopOutlined />} loading={revoke.isPending && revoke.variables === row.id}>
                    {t("tokens.revoke")}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <TokenModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
