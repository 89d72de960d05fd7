import { FilterOutlined } from "@ant-design/icons";
import { lineDimensions } from "@neraca/core";
import { Button, DatePicker, Grid, Input, InputNumber, Select, Switch, Tooltip, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { useAbility } from "../../../lib/ability";
import { DATE_INPUT_FORMATS } from "../../../lib/dates";
import { type LookupKind, lookups } from "../../../lib/ledger";
import { type DimensionKey, type ReportDefinition, type ReportFilters, type ReportOption, validBuckets } from "../report-query";

const iso = (day: Dayjs) => day.format("YYYY-MM-DD");

/** Each dimension filter picks from its list (core's line dimensions name both). */
const dimensionLookups = Object.fromEntries(lineDimensions.map((d) => [d.filter, d.key])) as Record<DimensionKey, LookupKind>;

function Field({ label, children, wide = false }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "report-filter report-filter-wide" : "report-filter"}>
      <span className="report-filter-label">{label}</span>
      {children}
    </div>
  );
}

function Toggle({ label, checked, onChange, testId }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  const id = useId();
  return (
    <span className="report-toggle">
      <Switch id={id} size="small" checked={checked} onChange={onChange} data-testid={testId} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

function PeriodFields({ definition, filters, update }: FilterBarProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const picker = (key: "date" | "date_a" | "date_b" | "date_from" | "date_to", label: string) => (
    <Field label={label} key={key}>
      <DatePicker
        value={dayjs(filters[key])}
        format={DATE_INPUT_FORMATS}
        allowClear={false}
        onChange={(day) => day && update({ [key]: iso(day) })}
        data-testid={`filter-${key}`}
        style={{ width: "100%" }}
      />
    </Field>
  );
  switch (definition.period) {
    case "date":
      return picker("date", t("reports.filters.date"));
    case "dates":
      return (
        <>
          {picker("date_a", t("reports.filters.date_a"))}
          {picker("date_b", t("reports.filters.date_b"))}
        </>
      );
    case "year":
      return (
        <Field label={t("reports.filters.year")}>
          <DatePicker
            picker="year"
            value={dayjs(`${filters.year}-01-01`)}
            allowClear={false}
            onChange={(day) => day && update({ year: day.year() })}
            data-testid="filter-year"
            style={{ width: "100%" }}
          />
        </Field>
      );
    case "range":
      // Two months side by side do not fit a phone: there, two single pickers.
      if (!screens.md) {
        return (
          <>
            {picker("date_from", t("reports.filters.date_from"))}
            {picker("date_to", t("reports.filters.date_to"))}
          </>
        );
      }
      return (
        <Field label={t("reports.filters.period")} wide>
          <DatePicker.RangePicker
            value={[dayjs(filters.date_from), dayjs(filters.date_to)]}
            format={DATE_INPUT_FORMATS}
            allowClear={false}
            onChange={(days) => {
              const [from, to] = days ?? [];
              if (from && to) update({ date_from: iso(from), date_to: iso(to) });
            }}
            presets={periodPresets(t)}
            data-testid="filter-period"
            style={{ width: "100%" }}
          />
        </Field>
      );
  }
}

function periodPresets(t: (key: string) => string): { label: string; value: [Dayjs, Dayjs] }[] {
  const now = dayjs();
  const lastMonth = now.subtract(1, "month");
  const lastYear = now.subtract(1, "year");
  return [
    { label: t("reports.presets.this_month"), value: [now.startOf("month"), now.endOf("month")] },
    { label: t("reports.presets.last_month"), value: [lastMonth.startOf("month"), lastMonth.endOf("month")] },
    { label: t("reports.presets.this_year"), value: [now.startOf("year"), now.endOf("year")] },
    { label: t("reports.presets.last_year"), value: [lastYear.startOf("year"), lastYear.endOf("year")] },
  ];
}

interface FilterBarProps {
  definition: ReportDefinition;
  filters: ReportFilters;
  update: (change: Partial<ReportFilters>) => void;
}

/** The zod schema of a report's query field, its default unwrapped (zod 4 keeps it in `_zod.def.innerType`). */
const fieldOf = (definition: ReportDefinition, key: string): { options?: readonly string[]; _zod?: { def?: { innerType?: unknown; defaultValue?: unknown } } } | undefined =>
  (definition.report.query.shape as Record<string, never>)[key];

/** The groupings a report offers (`group_by`'s values), its default first. */
function groupingsOf(definition: ReportDefinition): string[] {
  const field = fieldOf(definition, "group_by");
  const inner = (field?._zod?.def?.innerType ?? field) as { options?: readonly string[] } | undefined;
  return [...(inner?.options ?? [])];
}

/** The report's own number of days when none is chosen. */
const daysDefaultOf = (definition: ReportDefinition) => {
  const value = fieldOf(definition, "days")?._zod?.def?.defaultValue;
  return typeof value === "number" ? value : 90;
};

/** Aging buckets: the upper days of each, typed as `30,60,90`; applied when valid, on Enter or leaving the field. */
function BucketsField({ value, onChange }: { value: string; onChange: (buckets: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const typed = text.replace(/\s+/g, "");
  const valid = typed === "" || validBuckets(typed);
  const apply = () => {
    if (valid && typed !== value) onChange(typed);
  };
  return (
    <Field label={t("reports.filters.buckets")}>
      <Tooltip title={valid ? t("reports.filters.buckets_hint") : t("reports.filters.buckets_invalid")}>
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onPressEnter={apply}
          placeholder="30,60,90"
          status={valid ? undefined : "error"}
          inputMode="numeric"
          data-testid="filter-buckets"
          style={{ width: "100%" }}
        />
      </Tooltip>
      {!valid && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="filter-buckets-error">
          {t("reports.filters.buckets_invalid")}
        </Typography.Text>
      )}
    </Field>
  );
}

/**
 * The report's filters: its period, the accounts (ledger), the dimensions the API filters it by
 * (each shown only to those who may read its list) and its switches. Every change goes to the
 * address at once and the report follows.
 */
export function ReportFilterBar({ definition, filters, update }: FilterBarProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  const has = (option: ReportOption) => definition.options.includes(option);
  const readable = definition.dimensions.filter((key) => ability.can("read", lookups[dimensionLookups[key]].resource));
  // On a phone the dimensions fold away behind one button, so the report starts on the first screen.
  const compact = !Grid.useBreakpoint().md;
  const [expanded, setExpanded] = useState(false);
  const active = readable.filter((key) => filters[key].length > 0).length;
  const showDimensions = !compact || expanded;
  return (
    <div className="report-filters" data-testid="report-filters">
      <PeriodFields definition={definition} filters={filters} update={update} />
      {has("accounts") && ability.can("read", lookups.account.resource) && (
        <Field label={t("reports.filters.accounts")} wide>
          <RecordSelect
            kind="account"
            multiple
            value={filters.account_ids}
            onChange={(ids) => update({ account_ids: (ids as string[] | null) ?? [] })}
            placeholder={t("reports.filters.all_accounts")}
            maxTagCount="responsive"
            data-testid="filter-account_ids"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {has("products") && ability.can("read", lookups.product.resource) && (
        <Field label={t("reports.filters.products")} wide>
          <RecordSelect
            kind="product"
            multiple
            value={filters.product_ids}
            onChange={(ids) => update({ product_ids: (ids as string[] | null) ?? [] })}
            placeholder={t("reports.filters.all_products")}
            maxTagCount="responsive"
            data-testid="filter-product_ids"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {has("warehouses") && ability.can("read", lookups.warehouse.resource) && (
        <Field label={t("reports.filters.warehouses")} wide>
          <RecordSelect
            kind="warehouse"
            multiple
            value={filters.warehouse_ids}
            onChange={(ids) => update({ warehouse_ids: (ids as string[] | null) ?? [] })}
            placeholder={t("reports.filters.all_warehouses")}
            maxTagCount="responsive"
            data-testid="filter-warehouse_ids"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {compact && readable.length > 0 && (
        <div className="report-filters-more">
          <Button type="link" size="small" icon={<FilterOutlined />} onClick={() => setExpanded(!expanded)} data-testid="filters-more">
            {expanded ? t("reports.filters.fewer") : active ? t("reports.filters.more_active", { count: active }) : t("reports.filters.more")}
          </Button>
        </div>
      )}
      {showDimensions && readable.map((key) => (
        <Field label={t(`reports.filters.${key}`)} key={key}>
          <RecordSelect
            kind={dimensionLookups[key]}
            multiple
            value={filters[key]}
            onChange={(ids) => update({ [key]: (ids as string[] | null) ?? [] })}
            placeholder={t("reports.filters.all")}
            maxTagCount="responsive"
            data-testid={`filter-${key}`}
            style={{ width: "100%" }}
          />
        </Field>
      ))}
      {has("buckets") && <BucketsField value={filters.buckets} onChange={(buckets) => update({ buckets })} />}
      {has("currency") && (
        <Field label={t("reports.filters.currency")}>
          <CurrencySelect
            allowClear
            value={filters.currency || undefined}
            onChange={(currency) => update({ currency: (currency as string | undefined) ?? "" })}
            placeholder={t("reports.filters.all_currencies")}
            data-testid="filter-currency"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {has("group_by") && (
        <Field label={t("reports.filters.group_by")}>
          <Select
            value={filters.group_by || groupingsOf(definition)[0]}
            onChange={(group_by: string) => update({ group_by })}
            options={groupingsOf(definition).map((value) => ({ value, label: t(`reports.group_by.${value}`) }))}
            data-testid="filter-group_by"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {has("days") && (
        <Field label={t("reports.filters.days")}>
          <InputNumber
            min={1}
            max={3650}
            value={filters.days || daysDefaultOf(definition)}
            onChange={(days) => typeof days === "number" && days >= 1 && update({ days: Math.round(days) })}
            data-testid="filter-days"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {has("tolerance") && (
        <Field label={t("reports.filters.tolerance")}>
          <InputNumber
            min={0}
            max={999}
            step={1}
            addonAfter="%"
            value={Number(filters.tolerance_percent || fieldOf(definition, "tolerance_percent")?._zod?.def?.defaultValue || 10)}
            onChange={(value) => typeof value === "number" && value >= 0 && update({ tolerance_percent: String(Math.round(value * 100) / 100) })}
            data-testid="filter-tolerance"
            style={{ width: "100%" }}
          />
        </Field>
      )}
      {(has("per_office") || has("month_columns") || has("include_zero") || has("cumulative")) && (
        <div className="report-toggles">
          {has("per_office") && (
            <Toggle label={t("reports.filters.per_office")} checked={filters.per_office} onChange={(per_office) => update({ per_office })} testId="filter-per_office" />
          )}
          {has("month_columns") && (
            <Toggle label={t("reports.filters.month_columns")} checked={filters.month_columns} onChange={(month_columns) => update({ month_columns })} testId="filter-month_columns" />
          )}
          {has("include_zero") && (
            <Toggle label={t("reports.filters.include_zero")} checked={filters.include_zero} onChange={(include_zero) => update({ include_zero })} testId="filter-include_zero" />
          )}
          {has("cumulative") && <Toggle label={t("reports.filters.cumulative")} checked={filters.cumulative} onChange={(cumulative) => update({ cumulative })} testId="filter-cumulative" />}
        </div>
      )}
    </div>
  );
}
