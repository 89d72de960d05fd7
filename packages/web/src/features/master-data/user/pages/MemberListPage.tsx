import { UserAddOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../../components/LinkButton";
import { useAbility } from "../../../../lib/ability";
import { MasterDataPage } from "../../components/MasterDataList";
import { type Member, memberApi } from "../api";

export function MemberListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <MasterDataPage<Member>
          path="user"
          title={t("members.title")}
          subtitle={t("members.subtitle")}
          fetch={memberApi.list}
          searchPlaceholder={t("members.search")}
          testId="member-table"
          filterControls={
            ability.can("create", "Setting") && (
              <LinkButton icon={<UserAddOutlined />} to="/setting?tab=invitations">
                {t("invitations.invite")}
              </LinkButton>
            )
          }
          columns={[
            {
              title: t("fields.user_name"),
              dataIndex: "user_name",
              key: "user_name",
              sorter: true,
              render: (name: string, row) => (
                <Space>
                  <Avatar src={row.avatar ?? undefined} icon={<UserOutlined />} />
                  <Space orientation="vertical" size={0}>
                    <Typography.Text strong>{name}</Typography.Text>
                    <Typography.Text type="secondary">{row.email}</Typography.Text>
                  </Space>
                </Space>
              ),
            },
            {
              title: t("fields.roles"),
              key: "roles",
              render: (_: unknown, row) =>
                row.is_owner ? (
                  <Tag color="gold">{t("navbar.owner")}</Tag>
                ) : row.roles.length ? (
                  row.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>)
                ) : (
                  <Typography.Text type="secondary">{t("members.no_roles")}</Typography.Text>
                ),
            },
            {
              title: t("members.national"),
              dataIndex: "is_national",
              key: "is_national",
              render: (value: boolean) => (value ? <Tag color="blue">{t("common.yes")}</Tag> : t("common.no")),
            },
            {
              title: t("members.joined_at"),
              dataIndex: "joined_at",
              key: "joined_at",
              sorter: true,
              render: (value: string) => dayjs(value).format("DD MMM YYYY"),
            },
          ]}
    />
  );
}
