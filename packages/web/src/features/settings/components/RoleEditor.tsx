import { roleBody } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Drawer, Form, Grid, Input, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type Role, type RoleValues, settingsApi } from "../api";
import { PermissionMatrix } from "./PermissionMatrix";

/** Adds a role (role undefined) or edits one: name, description and the permission matrix. */
export function RoleEditor({
  open,
  role,
  readOnly,
  onClose,
}: {
  open: boolean;
  role?: Role;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const breakpoints = Grid.useBreakpoint();
  const [form] = Form.useForm<RoleValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? { name: role.name, description: role.description, permissions: role.permissions }
        : { name: "", description: null, permissions: [] },
    );
  }, [open, role, form]);

  const save = useMutation({
    mutationFn: (body: RoleValues) => (role ? settingsApi.updateRole(role.id, body) : settingsApi.createRole(body)),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "role"] });
      await queryClient.invalidateQueries({ queryKey: ["auth", "me"] });
      onClose();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: RoleValues) => {
    const body = validateWith(form, roleBody, values, currentLanguage());
    if (body) save.mutate(body as RoleValues);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={breakpoints.md ? 760 : "100%"}
      title={role ? t("roles.edit_title", { name: role.name }) : t("roles.add_title")}
      destroyOnHidden
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="primary" onClick={() => form.submit()} loading={save.isPending} data-testid="role-save">
              {t("common.save")}
            </Button>
          </Space>
        )
      }
    >
      <Form form={form} layout="vertical" onFinish={submit}
        onValuesChange={clearErrorsOnChange(form)} disabled={readOnly} data-testid="role-form">
        <Form.Item name="name" label={t("fields.role_name")} required>
          <Input placeholder={t("roles.name_placeholder")} maxLength={60} />
        </Form.Item>
        <Form.Item name="description" label={t("fields.description")}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Alert type="info" showIcon title={t("roles.manager_hint")} style={{ marginBottom: 16 }} data-testid="manager-hint" />
        <Form.Item name="permissions" label={t("fields.permissions")}>
          <PermissionMatrix disabled={readOnly} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
