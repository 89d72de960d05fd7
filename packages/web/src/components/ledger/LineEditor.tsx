import { VerticalAlignMiddleOutlined, WarningOutlined } from "@ant-design/icons";
import { Button, Form, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { balancingSide, emptyLine, type LineRules, lineTotals } from "../../lib/journal-lines";
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
  foreign = false,
}: {
  form: FormInstance;
  rules: LineRules;
  /** Lines may be in a foreign currency (a manual journal). */
  foreign?: boolean;
  disabled?: boolean;
  /** Names of records the lines point at, when the document already carries them. */
  labels?: Record<string, string>;
  /** Values of an added line (the document's office, for example). */
  newLine?: () => Partial<LineValues>;
}) {
  const { t } = useTranslation();
  const lines = Form.useWatch("details", form) as (LineValues | undefined)[] | undefined;
  const totals = lineTotals(lines);
  // Drafts and templates may be saved out of balance, but a journal only posts balanced: say so in both.
  const unbalanced = !totals.balanced;

  return (
    <LineItemsEditor
      form={form}
      config={foreign ? foreignJournalLineConfig : journalLineConfig}
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
  );
}
