import { DeleteOutlined, UserAddOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Popconfirm, Space, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { toast } from "../../../../lib/toast";
import { CASHBANK_PATH, cashbankApi, type MappedUser } from "../api";
import "../../master-data.css";

/**
 * The members mapped to one cash or bank account (spec §6): they may use it in transactions and see
 * it in reports. Several are mapped at once and one is removed at a time, each after the spec's
 * confirmation.
 */
export function CashbankUsers({ id }: { id: string }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const key = ["master-data", CASHBANK_PATH, "users", id];
  const users = useQuery({ queryKey: key, queryFn: () => cashbankApi.users(id) });
  const mapped = new Set((users.data?.data ?? []).map((user) => user.id));
  const refresh = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: key });
    await queryClient.invalidateQueries({ queryKey: ["master-data", CASHBANK_PATH, "available"] });
  };
  const map = useMutation({
    mutationFn: (userIds: string[]) => cashbankApi.mapUsers(id, userIds),
    onSuccess: async (answer) => {
      setChosen([]);
      await refresh(answer.message);
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => cashbankApi.removeUser(id, userId),
    onSuccess: (answer) => refresh(answer.message),
  });
  const canUpdate = ability.can("update", "MdCashbank");
  const canPickMembers = ability.can("read", "MdUser");

  return (
    <Card title={t("md.cashbank.users_title")} style={{ marginTop: 16 }} data-testid="cashbank-users">
      <Typography.Paragraph type="secondary">{t("md.cashbank.users_hint")}</Typography.Paragraph>
      {canUpdate && (
        <div className="map-users">
          <RecordSelect
            kind="user"
            multiple
            value={chosen}
            onChange={(value) => setChosen(Array.isArray(value) ? value : [])}
            exclude={(record) => mapped.has(record.id)}
            disabled={!canPickMembers}
            placeholder={t("md.cashbank.pick_users")}
            aria-label={t("md.cashbank.pick_users")}
            className="map-users-select"
            data-testid="cashbank-user-picker"
          />
          <Popconfirm
            title={t("md.cashbank.map_confirm")}
            description={t("md.cashbank.map_count", { count: chosen.length })}
            okText={t("md.cashbank.map")}
            cancelText={t("common.cancel")}
            onConfirm={() => map.mutateAsync(chosen).catch(() => undefined)}
            disabled={chosen.length === 0}
          >
            <Button type="primary" icon={<UserAddOutlined />} disabled={chosen.length === 0} loading={map.isPending} data-testid="cashbank-map">
              {t("md.cashbank.map")}
            </Button>
          </Popconfirm>
        </div>
      )}
      <Table<MappedUser>
        rowKey="id"
        size="middle"
        loading={users.isPending}
        dataSource={users.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: t("md.cashbank.no_users") }}
        data-testid="cashbank-user-table"
        columns={[
          {
            title: t("fields.user_name"),
            dataIndex: "user_name",
            key: "user_name",
            render: (name: string, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary" className="wrap-anywhere">
                  {row.email}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t("md.cashbank.mapped_at"),
            dataIndex: "mapped_at",
            key: "mapped_at",
            responsive: ["sm"],
            render: (value: string) => <span className="nowrap">{dayjs(value).format("DD MMM YYYY HH:mm")}</span>,
          },
          ...(canUpdate
            ? [
                {
                  title: t("common.actions"),
                  key: "actions",
                  width: 110,
                  render: (_: unknown, row: MappedUser) => (
                    <Popconfirm
                      title={t("md.cashbank.remove_confirm")}
                      description={row.user_name}
                      okText={t("common.delete")}
                      cancelText={t("common.cancel")}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        loading={remove.isPending && remove.variables === row.id}
                        aria-label={t("md.cashbank.remove_user", { name: row.user_name })}
                      >
                        {t("md.cashbank.remove")}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
