import { SettingOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, InputNumber, Popover, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { toast } from "../../../lib/toast";

/** The three-way match's price tolerance (percent of the order's price), for whoever may change settings. */
export function ToleranceButton() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: ["settings", "payables"], queryFn: () => api.get<{ data: { price_tolerance_percent: string } }>("settings/payables"), enabled: ability.can("read", "Setting") });
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (setting.data) setValue(Number(setting.data.data.price_tolerance_percent));
  }, [setting.data]);
  if (!ability.can("update", "Setting")) return null;
  const save = async () => {
    const answer = await api.put<{ message: string }>("settings/payables", { price_tolerance_percent: value ?? 0 });
    toast.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ["settings", "payables"] });
  };
  return (
    <Popover
      trigger="click"
      title={t("payables.tolerance.title")}
      content={
        <Space direction="vertical">
          <Typography.Text type="secondary">{t("payables.tolerance.text")}</Typography.Text>
          <Space>
            <InputNumber min={0} max={100} step={0.5} value={value} onChange={setValue} addonAfter="%" aria-label={t("payables.tolerance.title")} />
            <Button type="primary" onClick={() => void save()}>
              {t("payables.save")}
            </Button>
          </Space>
        </Space>
      }
    >
      <Button icon={<SettingOutlined />}>{t("payables.tolerance.button")}</Button>
    </Popover>
  );
}
