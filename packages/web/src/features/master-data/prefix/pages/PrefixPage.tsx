import { UndoOutlined } from "@ant-design/icons";
import { formatDocumentNumber, prefixBody, transactionTypes } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Input, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../../lib/ability";
import { validateWith } from "../../../../lib/forms";
import { useUiLanguage } from "../../../../lib/i18n";
import { type PrefixRow, prefixApi } from "../api";
import { SettingsScreen, useSettingsSave } from "../../components/SettingsScreen";

type Values = { prefixes: Pick<PrefixRow, "transaction_type" | "prefix">[] };

/** The number a prefix gives today's first document: `JU/2025/01/0001`. */
export const exampleNumber = (prefix: string | undefined, today = dayjs().format("YYYY-MM-DD")) =>
  prefix?.trim() ? formatDocumentNumber(prefix.trim().toUpperCase(), today, 1) : "—";

function Example({ index }: { index: number }) {
  const prefix = Form.useWatch(["prefixes", index, "prefix"]) as string | undefined;
  return (
    <Typography.Text code data-testid={`prefix-example-${index}`}>
      {exampleNumber(prefix)}
    </Typography.Text>
  );
}

/** Back to the default prefix; shown only while the prefix differs from it. */
function ResetPrefix({ index, prefix }: { index: number; prefix: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const current = Form.useWatch(["prefixes", index, "prefix"], form) as string | undefined;
  if ((current ?? "").toUpperCase() === prefix) return <span className="prefix-reset-space" />;
  return (
    <Tooltip title={t("prefixes.reset", { prefix })}>
      <Button
        type="text"
        icon={<UndoOutlined />}
        aria-label={t("prefixes.reset", { prefix })}
        onClick={() => form.setFields([{ name: ["prefixes", index, "prefix"], value: prefix, errors: [] }])}
      />
    </Tooltip>
  );
}

/** `/master-data/prefix/add`: every transaction type's number prefix in one table, with live examples. */
export function PrefixPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const [form] = Form.useForm<Values>();
  const list = useQuery({ queryKey: ["master-data", "prefix"], queryFn: prefixApi.list });
  const rows = list.data?.data;
  useEffect(() => {
    if (rows) form.setFieldsValue({ prefixes: rows.map((r) => ({ transaction_type: r.transaction_type, prefix: r.prefix })) });
  }, [rows, form]);
  const save = useSettingsSave(form, ["master-data", "prefix"], (values: Values) => prefixApi.save(values.prefixes));
  const editable = ability.can("update", "MdPrefix");
  // Every row's transaction type travels with its prefix (only the prefixes are fields on screen).
  const submit = () => {
    const body = validateWith(form, prefixBody, form.getFieldsValue(true), language);
    if (body) save.mutate(body as Values);
  };

  return (
    <SettingsScreen<Values>
      texts="prefixes"
      form={form}
      loading={list.isPending}
      editable={editable}
      saving={save.isPending}
      onFinish={submit}
      testId="prefix-form"
    >
      <div className="prefix-grid prefix-head" aria-hidden>
        <span>{t("prefixes.transaction_type")}</span>
        <span>{t("prefixes.prefix")}</span>
        <span>{t("prefixes.example")}</span>
      </div>
      <Form.List name="prefixes">
        {(fields) =>
          fields.map((field, index) => {
            const row = rows?.[index];
            if (!row) return null;
            const title = transactionTypes[row.transaction_type][language];
            return (
              <div className="prefix-grid prefix-row" key={field.key} data-testid={`prefix-${row.transaction_type}`}>
                <Typography.Text strong id={`prefix-title-${index}`}>
                  {title}
                </Typography.Text>
                <div className="prefix-input">
                  <Form.Item name={[field.name, "prefix"]} style={{ marginBottom: 0 }} normalize={(v: string) => v.toUpperCase()}>
                    <Input maxLength={10} aria-labelledby={`prefix-title-${index}`} style={{ width: 120 }} />
                  </Form.Item>
                  {editable && <ResetPrefix index={index} prefix={row.default_prefix} />}
                </div>
                <Example index={index} />
              </div>
            );
          })
        }
      </Form.List>
    </SettingsScreen>
  );
}
