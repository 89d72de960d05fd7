import { DeleteOutlined, UserOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Avatar, Button, Card, Descriptions, Form, Popconfirm, Select, Skeleton, Space, Switch, Tag } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { showServerErrors } from "../../../../lib/forms";
import { useSession } from "../../../../lib/session";
import { toast } from "../../../../lib/toast";
import { type MemberValues, memberApi } from "../api";

/** A member of the active company: roles, national flag, removal. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const session = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MemberValues>();
  const member = useQuery({ queryKey: ["master-data", "user", id], queryFn: () => memberApi.get(id) });
  const canReadRoles = ability.can("read", "Setting");
  const roles = useQuery({ queryKey: ["setting", "role", "all"], queryFn: memberApi.roles, enabled: canReadRoles });
  const record = member.data?.data;
  useEffect(() => {
    if (record) form.setFieldsValue({ is_national: record.is_national, role_ids: record.roles.map((r) => r.id) });
  }, [record, form]);

  const save = useMutation({
    mutationFn: (body: MemberValues) => memberApi.update(id, body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData(["master-data", "user", id], { data: answer.data });
      await queryClient.invalidateQueries({ queryKey: ["master-data", "user"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const remove = useMutation({
    mutationFn: () => memberApi.remove(id),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["master-data", "user"] });
      await navigate("/master-data/user");
    },
  });
  const canUpdate = ability.can("update", "MdUser");
  const isSelf = record?.id === session.data?.user.id;

  return (
    <>
      <PageHeader
        title={record?.user_name ?? t("members.detail")}
        trail={[{ title: t("menu.master_data") }, { title: t("members.title") }, { title: t("common.detail") }]}
        actions={
          record &&
          !record.is_owner &&
          !isSelf &&
          ability.can("delete", "MdUser") && (
            <Popconfirm
              title={t("members.remove_confirm")}
              description={t("common.cannot_recover")}
              okText={t("members.remove")}
              cancelText={t("common.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync().catch(() => undefined)}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t("members.remove")}
              </Button>
            </Popconfirm>
          )
        }
      />
      <Card>
        {!record ? (
          <Skeleton active avatar />
        ) : (
          <>
            <Space align="center" size="middle" style={{ marginBottom: 20 }}>
              <Avatar size={64} src={record.avatar ?? undefined} icon={<UserOutlined />} />
              <Space wrap>
                {record.is_owner && <Tag color="gold">{t("navbar.owner")}</Tag>}
                <Tag color={record.activated ? "green" : "orange"}>
                  {record.activated ? t("members.activated") : t("members.not_activated")}
                </Tag>
              </Space>
            </Space>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              style={{ marginBottom: 20 }}
              items={[
                { key: "name", label: t("fields.user_name"), children: record.user_name },
                { key: "email", label: t("fields.email"), children: record.email },
                { key: "joined", label: t("members.joined_at"), children: dayjs(record.joined_at).format("DD MMM YYYY") },
              ]}
            />
            <Form
              form={form}
              layout="vertical"
              onFinish={(values) => save.mutate(record.is_owner ? { is_national: values.is_national } : values)}
              disabled={!canUpdate}
              style={{ maxWidth: 560 }}
            >
              <Form.Item name="is_national" label={t("members.national")} valuePropName="checked" extra={t("members.national_hint")}>
                <Switch />
              </Form.Item>
              <Form.Item
                name="role_ids"
                label={t("fields.roles")}
                extra={record.is_owner ? t("members.owner_roles_hint") : undefined}
              >
                <Select
                  mode="multiple"
                  disabled={record.is_owner || !canReadRoles}
                  loading={roles.isFetching}
                  options={(roles.data?.data ?? record.roles).map((role) => ({ value: role.id, label: role.name }))}
                />
              </Form.Item>
              <Space>
                {canUpdate && (
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {t("common.save")}
                  </Button>
                )}
                <LinkButton to="/master-data/user" disabled={false}>
                  {t("common.back")}
                </LinkButton>
              </Space>
            </Form>
          </>
        )}
      </Card>
    </>
  );
}
