import { type AccountRole, accountRoles } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Form, Typography } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { useAbility } from "../../../../lib/ability";
import { useUiLanguage } from "../../../../lib/i18n";
import { SettingsScreen, useSettingsSave } from "../../components/SettingsScreen";
import { accountApi } from "../api";

interface Values {
  defaults: { role: AccountRole; account_id: string | null }[];
}

/** `/master-data/setting-coa-default`: the account each role posts to (receivable, VAT out, …). */
export function DefaultAccountsPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
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
  const save = useSettingsSave(form, ["master-data", "setting-coa-default"], (values: Values) =>
    accountApi.saveDefaults(values.defaults.map((d) => ({ role: d.role, account_id: d.account_id ?? null }))),
  );

  return (
    <SettingsScreen<Values>
      texts="default_accounts"
      form={form}
      loading={defaults.isPending}
      editable={ability.can("update", "MdSettingCoaDefault")}
      saving={save.isPending}
      onFinish={save.mutate}
      testId="default-accounts-form"
    >
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
    </SettingsScreen>
  );
}
