import { DeleteOutlined, PlusOutlined, VerticalAlignMiddleOutlined, WarningOutlined } from "@ant-design/icons";
import { Button, Form, type FormInstance, Input, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../lib/ability";
import { balancingSide, emptyLine, type LineRules, lineTotals } from "../../lib/journal-lines";
import { type LineValues, type LookupKind, lookups } from "../../lib/ledger";
import { Amount } from "./Amount";
import { MoneyInput } from "./MoneyInput";
import { RecordSelect } from "./RecordSelect";

/** The optional dimensions of a line, in the order they show. */
const dimensions = [
  { field: "office_id", kind: "office", label: "lines.office" },
  { field: "contact_id", kind: "contact", label: "lines.contact" },
  { field: "work_unit_id", kind: "work_unit", label: "lines.work_unit" },
  { field: "activity_id", kind: "activity", label: "lines.activity" },
  { field: "element_id", kind: "element", label: "lines.element" },
  { field: "tag_ids", kind: "tag", label: "lines.tags" },
] as const satisfies readonly { field: keyof LineValues; kind: LookupKind; label: string }[];

/**
 * The line-item editor every ledger document shares (DESIGN §8): account, description, debit and
 * credit, then office, contact, work unit, activity, element and tags; live totals with the difference when
 * the document must balance. Lines live in the form's `details` list, so the API's errors
 * (`details.3.account_id`) land on their cell.
 */
export function LineEditor({
  form,
  rules,
  disabled = false,
  labels,
  newLine,
}: {
  form: FormInstance;
  rules: LineRules;
  disabled?: boolean;
  /** Names of records the lines point at, when the document already carries them. */
  labels?: Record<string, string>;
  /** Values of an added line (the document's office, for example). */
  newLine?: () => Partial<LineValues>;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  const lines = Form.useWatch("details", form) as (LineValues | undefined)[] | undefined;
  const totals = lineTotals(lines);
  const shown = dimensions.filter((d) => ability.can("read", lookups[d.kind].resource));
  // Drafts and templates may be saved out of balance, but a journal only posts balanced: say so in both.
  const unbalanced = !totals.balanced;

  return (
    <Form.List name="details">
      {(fields, { add, remove }, { errors }) => (
        <div className="line-editor" data-testid="line-editor">
          <div className="line-grid line-head" aria-hidden>
            <span className="line-no">#</span>
            <span className="line-account">{t("lines.account")}</span>
            <span className="line-description">{t("lines.description")}</span>
            <span className="line-debit">{t("lines.debit")}</span>
            <span className="line-credit">{t("lines.credit")}</span>
          </div>
          {fields.map((field, index) => (
            <div className="line-grid line-row" key={field.key} data-testid={`line-${index}`}>
              <span className="line-no">{index + 1}</span>
              <Form.Item name={[field.name, "account_id"]} label={t("lines.account")} className="line-cell line-account">
                <RecordSelect kind="account" labels={labels} disabled={disabled} placeholder={t("lines.account_placeholder")} />
              </Form.Item>
              <Form.Item name={[field.name, "description"]} label={t("lines.description")} className="line-cell line-description">
                <Input disabled={disabled} maxLength={1000} />
              </Form.Item>
              <Form.Item name={[field.name, "debit"]} label={t("lines.debit")} className="line-cell line-amount line-debit">
                <MoneyInput disabled={disabled} placeholder="0" />
              </Form.Item>
              <Form.Item name={[field.name, "credit"]} label={t("lines.credit")} className="line-cell line-amount line-credit">
                <MoneyInput disabled={disabled} placeholder="0" />
              </Form.Item>
              <span className="line-actions">
                {!disabled && (
                  <Tooltip title={t("lines.remove")}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t("lines.remove_line", { number: index + 1 })}
                      onClick={() => remove(field.name)}
                      disabled={fields.length <= 1}
                    />
                  </Tooltip>
                )}
              </span>
              {shown.length > 0 && (
                <div className="line-dimensions">
                  {shown.map((d) => (
                    <Form.Item key={d.field} name={[field.name, d.field]} label={t(d.label)} className="line-cell line-dimension">
                      <RecordSelect
                        kind={d.kind}
                        labels={labels}
                        multiple={d.field === "tag_ids"}
                        disabled={disabled}
                        size="small"
                        placeholder={t(d.label)}
                        maxTagCount="responsive"
                      />
                    </Form.Item>
                  ))}
                </div>
              )}
            </div>
          ))}
          <div className="line-grid line-totals" data-testid="line-totals">
            <span className="line-totals-actions">
              {!disabled && (
                <>
                  <Button icon={<PlusOutlined />} onClick={() => add(emptyLine(newLine?.()))} data-testid="line-add">
                    {t("lines.add")}
                  </Button>
                  {unbalanced && (
                    <Button
                      icon={<VerticalAlignMiddleOutlined />}
                      onClick={() => add(emptyLine({ ...newLine?.(), ...balancingSide(lines ?? []) }))}
                      data-testid="line-balance"
                    >
                      {t("lines.add_balancing")}
                    </Button>
                  )}
                </>
              )}
            </span>
            <span className="line-totals-label">
              {t("lines.total")} <Typography.Text type="secondary">({t("lines.count", { count: fields.length })})</Typography.Text>
            </span>
            <span className="line-amount-total line-debit" data-testid="total-debit">
              <span className="line-total-caption">{t("lines.debit")}</span>
              <Amount value={totals.debit} strong />
            </span>
            <span className="line-amount-total line-credit" data-testid="total-credit">
              <span className="line-total-caption">{t("lines.credit")}</span>
              <Amount value={totals.credit} strong />
            </span>
          </div>
          {unbalanced && (
            <div className={rules.balanced ? "line-unbalanced" : "line-unbalanced line-unbalanced-soft"} role="status" data-testid="line-unbalanced">
              <WarningOutlined /> {t(rules.balanced ? "lines.unbalanced" : "lines.unbalanced_soft")} <Amount value={totals.difference.replace(/^-/, "")} strong />{" "}
              {t(totals.difference.startsWith("-") ? "lines.credit_exceeds" : "lines.debit_exceeds")}
            </div>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
