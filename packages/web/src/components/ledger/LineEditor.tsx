import { VerticalAlignMiddleOutlined, WarningOutlined } from "@ant-design/icons";
import { formatAmount } from "@neraca/core";
import { Button, Form, type FormInstance, Space, Switch, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";
import { balancingSide, emptyLine, type ForeignLineValues, foreignBase, type LineRules, lineTotals } from "../../lib/journal-lines";
import type { LineValues } from "../../lib/ledger";
import type { LineItemsConfig } from "../line-items/columns";
import { LineItemsEditor } from "../line-items/LineItemsEditor";
import { Amount } from "./Amount";

/** A ledger document's lines: account, description, debit and credit, and every line dimension. */
export const journalLineConfig: LineItemsConfig = {
  columns: ["account", "description", "debit", "credit"],
  dimensions: true,
};

/** A journal's lines with a currency per line: its amount in it and the rate beside the base debit and credit. */
export const foreignJournalLineConfig: LineItemsConfig = {
  columns: ["account", "description", "currency", "amount_currency", "rate", "debit", "credit"],
  dimensions: true,
};

/**
 * The line editor of ledger documents (journal, draft, beginning balance, template): the shared
 * line-items editor configured for debits and credits, with the difference shown when the lines do
 * not balance and a button that adds the balancing line.
 */
export function LineEditor({
  form,
  rules,
  disabled = false,
  labels,
  newLine,
  allowForeign = false,
}: {
  form: FormInstance;
  rules: LineRules;
  /** Lines may be in a foreign currency (a manual journal or its draft): a switch shows their columns. */
  allowForeign?: boolean;
  disabled?: boolean;
  /** Names of records the lines point at, when the document already carries them. */
  labels?: Record<string, string>;
  /** Values of an added line (the document's office, for example). */
  newLine?: () => Partial<LineValues>;
}) {
  const { t } = useTranslation();
  const lines = Form.useWatch("details", form) as (LineValues | undefined)[] | undefined;
  const totals = lineTotals(lines);
  const foreign = useForeignLines(form, allowForeign && !disabled);
  // Drafts and templates may be saved out of balance, but a journal only posts balanced: say so in both.
  const unbalanced = !totals.balanced;

  return (
    <>
      {allowForeign && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Switch checked={foreign.on} onChange={foreign.set} disabled={disabled || foreign.used} data-testid="journal-foreign" />
          <span>{t("journals.foreign_lines")}</span>
          <Typography.Text type="secondary">{t("journals.foreign_hint")}</Typography.Text>
        </Space>
      )}
    <LineItemsEditor
      form={form}
      config={allowForeign && foreign.on ? foreignJournalLineConfig : journalLineConfig}
      emptyLine={() => ({ ...emptyLine(newLine?.()) })}
      disabled={disabled}
      labels={labels}
      actions={({ add }) =>
        unbalanced && (
          <Button icon={<VerticalAlignMiddleOutlined />} onClick={() => add({ ...balancingSide(lines ?? []) })} data-testid="line-balance">
            {t("lines.add_balancing")}
          </Button>
        )
      }
      footer={
        unbalanced && (
          <div className={rules.balanced ? "line-unbalanced" : "line-unbalanced line-unbalanced-soft"} role="status" data-testid="line-unbalanced">
            <WarningOutlined /> {t(rules.balanced ? "lines.unbalanced" : "lines.unbalanced_soft")} <Amount value={totals.difference.replace(/^-/, "")} strong />{" "}
            {t(totals.difference.startsWith("-") ? "lines.credit_exceeds" : "lines.debit_exceeds")}
          </div>
        )
      }
    />
    </>
  );
}

/**
 * Lines in a foreign currency: shown once switched on (or when a line has a currency already); each
 * line's base side follows its amount at its rate, and a currency typed on a line without a rate
 * brings the document date's booking rate, when one is entered.
 */
function useForeignLines(form: FormInstance, editable: boolean) {
  // With the fields not shown yet: a draft opened with a line in a currency shows the columns.
  const lines = Form.useWatch("details", { form, preserve: true }) as (ForeignLineValues | undefined)[] | undefined;
  const used = (lines ?? []).some((line) => !!line?.currency);
  const [on, set] = useState(false);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!editable) return;
    (lines ?? []).forEach((given, index) => {
      const line = given ?? {};
      const currency = (line.currency ?? "").trim().toUpperCase();
      const date = form.getFieldValue("date") as string | undefined;
      if (/^[A-Z]{3}$/.test(currency) && !line.rate && date && !asked.current.has(`${index}|${currency}|${date}`)) {
        asked.current.add(`${index}|${currency}|${date}`);
        void api
          .get<{ data: { rate: string } }>("master-data/exchange-rate/at", { params: { currency, kind: "booking", date }, silent: true })
          .then((answer) => {
            const now = (form.getFieldValue(["details", index]) ?? {}) as ForeignLineValues;
            if (now.rate || (now.currency ?? "").trim().toUpperCase() !== currency) return;
            form.setFieldValue(["details", index, "rate"], formatAmount(answer.data.rate, "en", { fraction: "rate", grouped: false }));
          })
          .catch(() => undefined);
      }
      const base = foreignBase(line);
      if (base && line[base.side] !== base.base) form.setFieldValue(["details", index, base.side], base.base);
    });
  }, [lines, editable, form]);
  return { on: on || used, used, set };
}
