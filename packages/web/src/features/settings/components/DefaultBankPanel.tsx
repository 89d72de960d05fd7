import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { clearErrorsOnChange, showServerErrors } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { integrationSettingsApi } from "../integration-api";

/** The cash or bank account documents propose first (an active one, or none). */
export function DefaultBankPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ cashbank_id: string | null }>();
  const current = useQuery({ queryKey: ["setting", "default-bank"], queryFn: integrationSettingsApi.defaultBank });
  const chosen = current.data?.data.cashbank ?? null;
  useEffect(() => {
    if (current.data) form.setFieldsValue({ cashbank_id: current.data.data.cashbank?.id ?? null });
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (cashbankId: string | null) => integrationSettingsApi.saveDefaultBank(cashbankId),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "default-bank"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const canUpdate = ability.can("update", "Setting");
  const canReadCashbanks = ability.can("read", "MdCashbank");
  if (current.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t("default_bank.intro")}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        disabled={!canUpdate}
        onFinish={(values) => save.mutate(values.cashbank_id ?? null)}
        onValuesChange={clearErrorsOnChange(form)}
        data-testid="default-bank-form"
      >
        <Form.Item name="cashbank_id" label={t("default_bank.label")} extra={chosen ? undefined : t("default_bank.none")}>
          <RecordSelect
            path="master-data/cashbank"
            params={{ is_active: "true" }}
            labels={chosen ? { [chosen.id]: `${chosen.code} · ${chosen.name}` } : undefined}
            disabled={!canUpdate || !canReadCashbanks}
            placeholder={t("default_bank.placeholder")}
            data-testid="default-bank-select"
          />
        </Form.Item>
        {!canReadCashbanks && <Alert type="info" showIcon title={t("default_bank.no_access")} style={{ marginBottom: 16 }} />}
        {canUpdate && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="default-bank-save">
            {t("common.save")}
          </Button>
        )}
      </Form>
    </div>
  );
}
