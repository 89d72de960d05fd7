import { CopyOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type LineAmounts, lineAmounts, lineDimensions, sumMoney, formatMoney } from "@neraca/core";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { Button, Form, type FormInstance, Input, Select, Tooltip, Typography } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../lib/ability";
import { useUiLanguage } from "../../lib/i18n";
import { sideOf } from "../../lib/journal-lines";
import { type LookupRecord, lookupApi } from "../../lib/ledger";
import { Amount } from "../ledger/Amount";
import { MoneyInput } from "../ledger/MoneyInput";
import { oneKey, RecordSelect, type RecordSelectProps } from "../ledger/RecordSelect";
import { type LineItem, type LineItemsConfig, type ResolvedColumn, gridTracks, resolveColumns } from "./columns";
import { onEnterCapture, onTab } from "./keyboard";

const ACTIONS_WIDTH_PX = 64;

/** A decimal typed in the UI language's notation (1,5 in Indonesian), kept canonical ("1.5") in the form. */
function DecimalInput({ value, onChange, ...props }: { value?: string | null; onChange?: (value: string) => void; disabled?: boolean; placeholder?: string }) {
  const language = useUiLanguage();
  const shown = language === "id" ? (value ?? "").replace(".", ",") : (value ?? "");
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      className="money-input"
      value={shown}
      onChange={(event) => {
        const text = event.target.value.replace(/\s/g, "");
        onChange?.(language === "id" ? text.replace(",", ".") : text);
      }}
    />
  );
}

export interface LineItemsHelpers {
  /** Adds a line at the end (the document's defaults, then `values`). */
  add: (values?: Partial<LineItem>) => void;
  lines: LineItem[];
}

/** The rates (percent) of the taxes the lines use, from the records the tax picker already read. */
function useTaxRates(taxPath: string | undefined, lines: readonly LineItem[]): Map<string, string> {
  const ids = taxPath ? [...new Set(lines.map((line) => line.tax_id).filter((id): id is string => typeof id === "string" && id !== ""))] : [];
  const records = useQueries({
    queries: ids.map((id) => ({
      queryKey: oneKey(taxPath ?? "", id),
      queryFn: () => lookupApi.get(taxPath ?? "", id),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const rates = new Map<string, string>();
  ids.forEach((id, index) => {
    const record = records[index]?.data?.data as (LookupRecord & { effective_rate?: string; rate?: string }) | undefined;
    const rate = record?.effective_rate ?? record?.rate;
    if (rate) rates.set(id, rate);
  });
  return rates;
}

/**
 * The line-items editor every document shares (DESIGN §8): columns by configuration (product,
 * description, quantity, unit, price, discount, tax, amount, account, debit, credit) and, under
 * each line, the line dimensions of core's `lineDimensions` the user may read; add, copy and remove
 * lines; a totals row summed exactly with core's decimal money. Enter and Tab go from cell to cell and
 * add a line past the last one (`keyboard.ts`). Lines live in the form's list
 * (`details`), so the API's errors (`details.3.account_id`) show under their cell.
 */
export function LineItemsEditor({
  form,
  config,
  emptyLine,
  name = "details",
  disabled = false,
  labels,
  linesMin = 1,
  actions,
  footer,
  testId = "line-editor",
}: {
  form: FormInstance;
  config: LineItemsConfig;
  /** A new line's values (with the document's defaults, its office for example). */
  emptyLine: () => LineItem;
  name?: string;
  disabled?: boolean;
  /** Names of records the lines point at, when the document already carries them. */
  labels?: Record<string, string>;
  /** Lines that cannot be removed (the last one stays). */
  linesMin?: number;
  /** More buttons beside "Add line" (a journal's balancing line). */
  actions?: (helpers: LineItemsHelpers) => ReactNode;
  /** Shown under the totals (a journal's difference). */
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const columns = resolveColumns(config.columns);
  const watched = Form.useWatch(name, form) as (LineItem | undefined)[] | undefined;
  const lines = (watched ?? []).filter((line): line is LineItem => !!line);
  const taxColumn = columns.find((c) => c.key === "tax");
  const taxRates = useTaxRates(taxColumn?.path, lines);
  // The price column may edit another field (a charge's `rate`).
  const priceField = columns.find((c) => c.key === "price")?.field ?? "price";
  const amountsOf = (line: LineItem | undefined): LineAmounts =>
    lineAmounts({
      quantity: line?.quantity as string | undefined,
      price: line?.[priceField] as string | undefined,
      discount_percent: line?.discount_percent as string | undefined,
      tax_rate: typeof line?.tax_id === "string" ? taxRates.get(line.tax_id) : undefined,
    });
  // By position in the form's list, as the rows are.
  const amounts = (watched ?? []).map(amountsOf);
  const totalOf = (column: ResolvedColumn): string => {
    if (column.key === "amount") return formatMoney(sumMoney(amounts.map((a) => a.amount)));
    if (column.key === "tax") return formatMoney(sumMoney(amounts.map((a) => a.tax)));
    return formatMoney(sumMoney(lines.map((line) => sideOf(line[column.field] as string | undefined))));
  };
  const dimensions = config.dimensions ? lineDimensions.filter((d) => ability.can("read", d.resource)) : [];
  const grid = { "--line-columns": gridTracks(columns, ACTIONS_WIDTH_PX) } as CSSProperties;
  const firstTotal = columns.findIndex((c) => c.total);
  const lead = firstTotal === -1 ? columns.length : firstTotal;
  // Amount plus tax line by line, unless the document totals its taxes itself (the tax column's total off).
  const hasGrandTotal = columns.some((c) => c.key === "tax" && c.total) && columns.some((c) => c.key === "amount");

  const picked = (column: ResolvedColumn, index: number, id: unknown) => {
    if (!column.onPick || typeof id !== "string" || !column.path) return;
    const record = queryClient.getQueryData<{ data: LookupRecord & Record<string, unknown> }>(oneKey(column.path, id))?.data;
    if (!record) return;
    const line = (form.getFieldValue([name, index]) ?? {}) as LineItem;
    form.setFieldValue([name, index], { ...line, ...column.onPick(record, line) });
  };

  const cell = (column: ResolvedColumn, index: number, fieldName: number) => {
    const label = t(column.label);
    const className = `line-cell line-${column.key}${column.kind === "money" || column.kind === "decimal" ? " line-amount" : ""}`;
    if (column.kind === "computed") {
      return (
        <span key={column.key} className={`line-computed line-${column.key}`} data-testid={`line-${column.key}-${index}`}>
          <Amount value={amounts[index]?.amount ?? "0"} />
        </span>
      );
    }
    const input =
      column.kind === "record" ? (
        <RecordCell
          path={column.path}
          params={column.params}
          labels={labels}
          disabled={disabled}
          placeholder={t(column.placeholder ?? column.label)}
          onPicked={column.onPick ? (id) => picked(column, fieldName, id) : undefined}
        />
      ) : column.kind === "select" ? (
        <Select disabled={disabled} options={(column.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))} data-testid={`line-${column.key}-${index}`} />
      ) : column.kind === "money" ? (
        <MoneyInput disabled={disabled} placeholder="0" />
      ) : column.kind === "decimal" ? (
        <DecimalInput disabled={disabled} placeholder="0" />
      ) : (
        <Input disabled={disabled} maxLength={1000} />
      );
    return (
      <Form.Item key={column.key} name={[fieldName, column.field]} label={label} className={className} extra={column.key === "tax" ? taxNote(index) : undefined}>
        {input}
      </Form.Item>
    );
  };

  const taxNote = (index: number) => {
    const tax = amounts[index]?.tax;
    return tax && tax !== "0.00" ? (
      <span data-testid={`line-tax-${index}`}>
        <Amount value={tax} />
      </span>
    ) : undefined;
  };

  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => {
        const addLine = (values: Partial<LineItem> = {}, at?: number) => add({ ...emptyLine(), ...values }, at);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the cells' own inputs; the editor only moves focus between them
          <div
            className="line-editor"
            data-testid={testId}
            style={grid}
            onKeyDownCapture={disabled ? undefined : (event) => onEnterCapture(event, () => addLine())}
            onKeyDown={disabled ? undefined : (event) => onTab(event, () => addLine())}
          >
            <div className="line-grid line-head" aria-hidden>
              <span className="line-no">#</span>
              {columns.map((c) => (
                <span key={c.key} className={`line-${c.key}${c.kind === "money" || c.kind === "computed" ? " line-head-amount" : ""}`}>
                  {t(c.label)}
                </span>
              ))}
              <span className="line-actions" />
            </div>
            {fields.map((field, index) => (
              <div className="line-grid line-row" key={field.key} data-testid={`line-${index}`}>
                <span className="line-no">{index + 1}</span>
                {columns.map((c) => cell(c, index, field.name))}
                <span className="line-actions">
                  {!disabled && (
                    <>
                      <Tooltip title={t("line_items.copy")}>
                        <Button
                          type="text"
                          icon={<CopyOutlined />}
                          aria-label={t("line_items.copy_line", { number: index + 1 })}
                          data-testid={`line-copy-${index}`}
                          onClick={() => add(structuredClone(form.getFieldValue([name, field.name]) ?? emptyLine()), index + 1)}
                        />
                      </Tooltip>
                      <Tooltip title={t("line_items.remove")}>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t("line_items.remove_line", { number: index + 1 })}
                          data-testid={`line-remove-${index}`}
                          onClick={() => remove(field.name)}
                          disabled={fields.length <= linesMin}
                        />
                      </Tooltip>
                    </>
                  )}
                </span>
                {dimensions.length > 0 && (
                  <div className="line-dimensions">
                    {dimensions.map((d) => (
                      <Form.Item key={d.field} name={[field.name, d.field]} label={t(d.labelKey)} className={`line-cell line-dimension line-dimension-${d.key}`}>
                        <RecordSelect
                          path={d.path}
                          labels={labels}
                          multiple={d.many}
                          disabled={disabled}
                          size="small"
                          placeholder={t(d.labelKey)}
                          maxTagCount="responsive"
                        />
                      </Form.Item>
                    ))}
                  </div>
                )}
              </div>
            ))}
            <div className="line-grid line-totals" data-testid="line-totals">
              <span className="line-totals-lead" style={{ "--line-lead": lead + 1 } as CSSProperties}>
                <span className="line-totals-actions">
                  {!disabled && (
                    <>
                      <Button icon={<PlusOutlined />} onClick={() => addLine()} data-testid="line-add">
                        {t("line_items.add")}
                      </Button>
                      {actions?.({ add: (values) => addLine(values), lines })}
                    </>
                  )}
                </span>
                <span className="line-totals-label">
                  {t("line_items.total")} <Typography.Text type="secondary">({t("line_items.count", { count: fields.length })})</Typography.Text>
                </span>
              </span>
              {columns.slice(lead).map((c) =>
                c.total ? (
                  <span key={c.key} className={`line-amount-total line-${c.key}`} data-testid={`total-${c.key}`}>
                    <span className="line-total-caption">{t(c.label)}</span>
                    <Amount value={totalOf(c)} strong />
                  </span>
                ) : (
                  <span key={c.key} className={`line-${c.key}`} />
                ),
              )}
            </div>
            {hasGrandTotal && (
              <div className="line-grand-total" data-testid="total-grand">
                <span>{t("line_items.total_with_tax")}</span>
                <Amount value={formatMoney(sumMoney(amounts.map((a) => a.total)))} strong />
              </div>
            )}
            {footer}
            <Form.ErrorList errors={errors} />
          </div>
        );
      }}
    </Form.List>
  );
}

/** A record picker that also says which record was picked, so a document can fill in the rest of the line from it. */
function RecordCell({ onPicked, onChange, ...props }: RecordSelectProps & { onPicked?: (id: unknown) => void }) {
  return (
    <RecordSelect
      // A product or unit missing from the list is added from the cell itself.
      quickCreate
      {...props}
      onChange={(next) => {
        onChange?.(next);
        onPicked?.(next);
      }}
    />
  );
}
