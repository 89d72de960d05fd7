import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Radio, Skeleton, Space, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { clearErrorsOnChange, showServerErrors } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { type FreightSettings, integrationSettingsApi } from "../integration-api";

/**
 * How job profit reaches the books (DESIGN §9): when the jobs are billed (invoice-based, the default),
 * or also by a month-end accrual of confirmed, unbilled charges, reversed on the next month's first day.
 */
export function FreightSettingsPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FreightSettings>();
  const current = useQuery({ queryKey: ["setting", "freight"], queryFn: integrationSettingsApi.freight });
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data.data);
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: integrationSettingsApi.saveFreight,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "freight"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const canUpdate = ability.can("update", "Setting");
  const accrual = Form.useWatch("accrual", form);
  if (current.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t("freight_setting.intro")}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!canUpdate} onFinish={(values) => save.mutate(values)} onValuesChange={clearErrorsOnChange(form)} data-testid="freight-setting-form">
        <Form.Item name="accrual" label={t("freight_setting.label")}>
          <Radio.Group data-testid="freight-setting-accrual">
            <Space direction="vertical">
              <Radio value="invoice">{t("freight_setting.invoice")}</Radio>
              <Radio value="month_end">{t("freight_setting.month_end")}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {accrual === "month_end" && <Alert type="info" showIcon title={t("freight_setting.month_end_hint")} style={{ marginBottom: 16 }} />}
        {canUpdate && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="freight-setting-save">
            {t("common.save")}
          </Button>
        )}
      </Form>
    </div>
  );
}
