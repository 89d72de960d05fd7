import { invitationBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Form, Input, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { allRoles, type InvitationValues, settingsApi } from "../api";
import { AppForm } from "../../../components/AppForm";

/** Invite by name and email, with the roles the person gets on joining. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InvitationValues>();
  const roles = useQuery({ queryKey: ["setting", "role", "all"], queryFn: allRoles, enabled: open });
  const invite = useMutation({
    mutationFn: settingsApi.invite,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ["company", "user-invitation"] });
      onClose();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: InvitationValues) => {
    const body = validateWith(form, invitationBody, { ...values, role_ids: values.role_ids ?? [] }, currentLanguage());
    if (body) invite.mutate(body);
  };
  return (
    <Modal
      open={open}
      title={t("invitations.invite_title")}
      okText={t("invitations.send")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
      okButtonProps={{ "data-testid": "invite-send" } as Record<string, string>}
      destroyOnHidden
    >
      <AppForm form={form} onFinish={submit} initialValues={{ role_ids: [] }} data-testid="invite-form">
        <Form.Item name="name" label={t("fields.name")} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t("fields.email")} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role_ids" label={t("fields.roles")} extra={t("invitations.roles_hint")}>
          <Select
            mode="multiple"
            loading={roles.isPending}
            options={(roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            placeholder={t("invitations.roles_placeholder")}
            data-testid="invite-roles"
          />
        </Form.Item>
      </AppForm>
    </Modal>
  );
}
