import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Input, Popconfirm, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { toast } from "../../../lib/toast";
import { type Role, settingsApi } from "../api";
import { RoleEditor } from "./RoleEditor";

const PER_PAGE = 10;

export function RolesPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [editor, setEditor] = useState<{ open: boolean; role?: Role }>({ open: false });
  const roles = useQuery({
    queryKey: ["setting", "role", { page, search }],
    queryFn: () => settingsApi.roles({ page, per_page: PER_PAGE, q: search || undefined }),
  });
  const remove = useMutation({
    mutationFn: settingsApi.deleteRole,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "role"] });
    },
  });
  const canCreate = ability.can("create", "Setting");
  const canUpdate = ability.can("update", "Setting");
  const canDelete = ability.can("delete", "Setting");

  return (
    <>
      <div className="panel-toolbar">
        <Input.Search
          allowClear
          placeholder={t("roles.search")}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true })} data-testid="role-add">
            {t("roles.add")}
          </Button>
        )}
      </div>
      <Table<Role>
        rowKey="id"
        loading={roles.isPending}
        dataSource={roles.data?.data ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: search ? t("table.no_match") : t("table.no_data") }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: roles.data?.meta.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: t("fields.role_name"),
            dataIndex: "name",
            render: (name: string, role) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                {role.description && <Typography.Text type="secondary">{role.description}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: t("roles.permissions_count"),
            key: "permissions",
            width: 140,
            render: (_: unknown, role) => <Tag color="blue">{role.permissions.length}</Tag>,
          },
          { title: t("roles.members"), dataIndex: "member_count", width: 110 },
          {
            title: t("common.actions"),
            key: "actions",
            width: 130,
            render: (_: unknown, role) => (
              <Space>
                <Button
                  size="small"
                  icon={canUpdate ? <EditOutlined /> : <EyeOutlined />}
                  aria-label={canUpdate ? t("common.edit") : t("common.view")}
                  onClick={() => setEditor({ open: true, role })}
                />
                {canDelete && (
                  <Popconfirm
                    title={t("roles.delete_confirm")}
                    description={t("common.cannot_recover")}
                    okText={t("common.delete")}
                    cancelText={t("common.cancel")}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(role.id).catch(() => undefined)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RoleEditor
        open={editor.open}
        role={editor.role}
        readOnly={editor.role ? !canUpdate : !canCreate}
        onClose={() => setEditor({ open: false })}
      />
    </>
  );
}
