import { type AccountRole, accountRoles } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, Skeleton, Typography } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/PageHeader";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { clearErrorsOnChange, showServerErrors } from "../../../../lib/forms";
import { useUiLanguage } from "../../../../lib/i18n";
import { toast } from "../../../../lib/toast";
import { accountApi } from "../api";

interface Values {
  defaults: { role: AccountRole; account_id: string | null }[];
}

/** `/master-data/setting-coa-default`: the account each role posts to (receivable, VAT out, …). */
export function DefaultAccountsPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const defaults = useQuery({ queryKey: ["master-data", "setting-coa-default"], queryFn: accountApi.defaults });
  const rows = defaults.data?.data;
  const labels = useMemo(
    () => Object.fromEntries((rows ?? []).flatMap((r) => (r.account ? [[r.account.id, `${r.account.code} · ${r.account.name}`]] : []))),
    [rows],
  );
  useEffect(() => {
    if (rows) form.setFieldsValue({ defaults: rows.map((r) => ({ role: r.role, account_id: r.account?.id ?? null })) });
  }, [rows, form]);
  const save = useMutation({
    mutationFn: (values: Values) => accountApi.saveDefaults(values.defaults.map((d) => ({ role: d.role, account_id: d.account_id ?? null }))),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["master-data", "setting-coa-default"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const editable = ability.can("update", "MdSettingCoaDefault");

  return (
    <>
      <PageHeader
        title={t("default_accounts.title")}
        subtitle={t("default_accounts.subtitle")}
        trail={[{ title: t("menu.master_data") }, { title: t("default_accounts.title") }]}
      />
      <Card>
        {defaults.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} onFinish={save.mutate} onValuesChange={clearErrorsOnChange(form)} disabled={!editable} data-testid="default-accounts-form">
            <div className="default-accounts">
              <div className="default-accounts-row default-accounts-head" aria-hidden>
                <span>{t("default_accounts.role")}</span>
                <span>{t("lines.account")}</span>
              </div>
              <Form.List name="defaults">
                {(fields) =>
                  fields.map((field, index) => {
                    const role = rows?.[index]?.role;
                    const title = role ? accountRoles[role][language] : "";
                    return (
                      <div className="default-accounts-row" key={field.key}>
                        <Typography.Text strong id={`role-${role}`}>
                          {title}
                        </Typography.Text>
                        <Form.Item name={[field.name, "role"]} hidden>
                          <input />
                        </Form.Item>
                        <Form.Item name={[field.name, "account_id"]} style={{ marginBottom: 0 }} data-testid={`default-${role}`}>
                          <RecordSelect kind="account" labels={labels} placeholder={t("default_accounts.none")} aria-labelledby={`role-${role}`} />
                        </Form.Item>
                      </div>
                    );
                  })
                }
              </Form.List>
            </div>
            {editable && (
              <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }} data-testid="form-save">
                {t("common.save")}
              </Button>
            )}
          </Form>
        )}
      </Card>
    </>
  );
}
