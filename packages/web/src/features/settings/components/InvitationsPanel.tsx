import { MailOutlined, StopOutlined, UserAddOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { toast } from "../../../lib/toast";
import { type Invitation, type InvitationFilter, type InvitationStatus, settingsApi } from "../api";
import { InviteModal } from "./InviteModal";

const PER_PAGE = 10;
const statusColor: Record<InvitationStatus, string> = {
  pending: "gold",
  accepted: "green",
  cancelled: "default",
  expired: "red",
};

export function InvitationsPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InvitationFilter>("pending");
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const list = useQuery({
    queryKey: ["company", "user-invitation", { status, page }],
    queryFn: () => settingsApi.invitations({ status, page, per_page: PER_PAGE }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["company", "user-invitation"] });
  const resend = useMutation({
    mutationFn: settingsApi.resendInvitation,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: settingsApi.cancelInvitation,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
  const canCreate = ability.can("create", "Setting");
  const canDelete = ability.can("delete", "Setting");

  return (
    <>
      <div className="panel-toolbar">
        <Segmented<InvitationFilter>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={(["pending", "accepted", "cancelled", "all"] as const).map((value) => ({
            value,
            label: t(`invitations.filter.${value}`),
          }))}
          data-testid="invitation-filter"
        />
        {canCreate && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} data-testid="invite-open">
            {t("invitations.invite")}
          </Button>
        )}
      </div>
      <Table<Invitation>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 860 }}
        locale={{ emptyText: t("table.no_data") }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: list.data?.meta.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: t("fields.name"),
            dataIndex: "name",
            render: (name: string, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary">{row.email}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t("fields.roles"),
            key: "roles",
            render: (_: unknown, row) =>
              row.roles.length ? row.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) : "—",
          },
          {
            title: t("invitations.status"),
            dataIndex: "status",
            width: 120,
            render: (value: InvitationStatus) => <Tag color={statusColor[value]}>{t(`invitations.statuses.${value}`)}</Tag>,
          },
          { title: t("invitations.invited_by"), dataIndex: "invited_by", render: (v: string | null) => v ?? "—" },
          {
            title: t("invitations.expires_at"),
            dataIndex: "expires_at",
            width: 150,
            render: (value: string) => dayjs(value).format("DD MMM YYYY HH:mm"),
          },
          {
            title: t("common.actions"),
            key: "actions",
            width: 210,
            render: (_: unknown, row) =>
              row.status === "pending" || row.status === "expired" ? (
                <Space>
                  {canCreate && (
                    <Button
                      size="small"
                      icon={<MailOutlined />}
                      loading={resend.isPending && resend.variables === row.id}
                      onClick={() => resend.mutate(row.id)}
                    >
                      {t("invitations.resend")}
                    </Button>
                  )}
                  {canDelete && (
                    <Popconfirm
                      title={t("invitations.cancel_confirm")}
                      okText={t("invitations.cancel")}
                      cancelText={t("common.back")}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => cancel.mutateAsync(row.id).catch(() => undefined)}
                    >
                      <Button size="small" danger icon={<StopOutlined />}>
                        {t("invitations.cancel")}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ) : null,
          },
        ]}
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
