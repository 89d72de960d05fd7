import type { InventorySettingsBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Radio, Skeleton, Space, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { clearErrorsOnChange, showServerErrors } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { integrationSettingsApi } from "../integration-api";

/**
 * Whether stock may go below zero: refused (the default), or allowed — units sold beyond what is on
 * hand leave at the last cost, and the receipt that covers them corrects their cost of goods sold.
 */
export function InventorySettingsPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InventorySettingsBody>();
  const current = useQuery({ queryKey: ["setting", "inventory"], queryFn: integrationSettingsApi.inventory });
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data.data);
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: integrationSettingsApi.saveInventory,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "inventory"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const canUpdate = ability.can("update", "Setting");
  const allow = Form.useWatch("allow_negative_stock", form);
  if (current.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t("inventory_setting.intro")}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!canUpdate} onFinish={(values) => save.mutate(values)} onValuesChange={clearErrorsOnChange(form)} data-testid="inventory-setting-form">
        <Form.Item name="allow_negative_stock" label={t("inventory_setting.label")}>
          <Radio.Group data-testid="inventory-setting-negative">
            <Space direction="vertical">
              <Radio value={false}>{t("inventory_setting.refuse")}</Radio>
              <Radio value={true}>{t("inventory_setting.allow")}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {allow === true && <Alert type="warning" showIcon title={t("inventory_setting.allow_warning")} style={{ marginBottom: 16 }} />}
        {canUpdate && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="inventory-setting-save">
            {t("common.save")}
          </Button>
        )}
      </Form>
    </div>
  );
}
