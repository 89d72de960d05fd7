import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { cashAdvanceSettingsBody } from "@neraca/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, InputNumber, Modal, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { keys, settingsApi } from "../api";
import { useAdvanceTypes } from "./shared";

/** The module's settings: the N-days rule (off when empty) and the advance types requests choose from. */
export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const { settings } = useAdvanceTypes();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open && settings) form.setFieldsValue(settings);
  }, [open, settings, form]);
  const save = async () => {
    const values = form.getFieldsValue(true) as { overdue_days?: number | null; types: unknown };
    const body = validateWith(form, cashAdvanceSettingsBody, { ...values, overdue_days: values.overdue_days ?? null }, currentLanguage());
    if (!body) return;
    setSaving(true);
    try {
      const answer = await settingsApi.save(body);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: keys.of("settings") });
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t("cash_advance.settings.title")} onCancel={onClose} onOk={() => void save()} okText={t("common.save")} cancelText={t("common.cancel")} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} data-testid="cash-advance-settings">
        <Form.Item name="overdue_days" label={t("cash_advance.settings.overdue_days")} extra={t("cash_advance.settings.overdue_hint")}>
          <InputNumber min={1} max={3650} style={{ width: 160 }} data-testid="overdue-days" />
        </Form.Item>
        <Form.List name="types">
          {(fields, { add, remove }) => (
            <>
              <div style={{ marginBottom: 8 }}>{t("cash_advance.settings.types")}</div>
              {fields.map((field) => (
                <Space key={field.key} align="start">
                  <Form.Item name={[field.name, "code"]} rules={[{ required: true }]}>
                    <Input placeholder={t("cash_advance.settings.code")} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, "name"]} rules={[{ required: true }]}>
                    <Input placeholder={t("cash_advance.settings.name")} style={{ width: 220 }} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t("common.delete")} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ code: "", name: "" })}>
                {t("cash_advance.settings.add_type")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
