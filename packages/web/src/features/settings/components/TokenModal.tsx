import { integrationTokenBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Modal, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { allRoles } from "../api";
import { type IntegrationTokenValues, integrationSettingsApi } from "../integration-api";
import { AppForm } from "../../../components/AppForm";

/**
 * A new integration token: a name and the roles it acts with. The token comes back once, shown
 * with a copy button and the server's warning; closing the dialog forgets it.
 */
export function TokenModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<IntegrationTokenValues>();
  const [created, setCreated] = useState<{ message: string; name: string; token: string } | null>(null);
  const roles = useQuery({ queryKey: ["setting", "role", "all"], queryFn: allRoles, enabled: open });
  const create = useMutation({
    mutationFn: integrationSettingsApi.createToken,
    onSuccess: async (answer) => {
      setCreated({ message: answer.message, name: answer.data.name, token: answer.data.token });
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ["setting", "integration-token"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: IntegrationTokenValues) => {
    const body = validateWith(form, integrationTokenBody, { ...values, role_ids: values.role_ids ?? [] }, currentLanguage());
    if (body) create.mutate(body);
  };
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={created ? t("tokens.created_title", { name: created.name }) : t("tokens.new_title")}
      onCancel={close}
      maskClosable={!created}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close} data-testid="token-done">
            {t("tokens.copied_done")}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t("common.cancel")}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()} data-testid="token-create">
              {t("tokens.create")}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div data-testid="token-once">
          <Alert type="warning" showIcon title={created.message} style={{ marginBottom: 12 }} />
          <Typography.Paragraph copyable={{ text: created.token, tooltips: [t("tokens.copy"), t("tokens.copied")] }} className="token-value">
            <Typography.Text code>{created.token}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t("tokens.usage")}</Typography.Paragraph>
        </div>
      ) : (
        <AppForm form={form} onFinish={submit} initialValues={{ role_ids: [] }} data-testid="token-form">
          <Form.Item name="name" label={t("fields.name")} required extra={t("tokens.name_hint")}>
            <Input maxLength={60} autoComplete="off" />
          </Form.Item>
          <Form.Item name="role_ids" label={t("fields.roles")} required extra={t("tokens.roles_hint")}>
            <Select
              mode="multiple"
              loading={roles.isPending}
              options={(roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
              placeholder={t("tokens.roles_placeholder")}
              data-testid="token-roles"
            />
          </Form.Item>
        </AppForm>
      )}
    </Modal>
  );
}
