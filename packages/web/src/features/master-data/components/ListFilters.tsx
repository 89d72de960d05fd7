import { Select } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect, type RecordSelectProps } from "../../../components/ledger/RecordSelect";

/**
 * A list's filter over records (a contact group, a product category): the chosen record's id, or
 * `null` for all. `width` in pixels (default 200).
 */
export function RecordFilter({
  onChange,
  width = 200,
  ...props
}: Omit<RecordSelectProps, "value" | "onChange" | "multiple" | "style"> & {
  value: string | null;
  onChange: (id: string | null) => void;
  width?: number;
}) {
  return <RecordSelect {...props} onChange={(value) => onChange(typeof value === "string" ? value : null)} style={{ width }} />;
}

/**
 * A list's filter over a field of fixed choices (a contact's type, a tax's kind): blank lists all.
 * `label` names the field for screen readers; `labelOf` names each choice.
 */
export function ChoiceFilter<V extends string>({
  value,
  onChange,
  choices,
  labelOf,
  label,
  placeholder,
  width,
  testId,
}: {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  choices: readonly V[];
  labelOf: (value: V) => string;
  label: string;
  placeholder: string;
  width: number;
  testId?: string;
}) {
  return (
    <Select<V>
      allowClear
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      aria-label={label}
      style={{ width }}
      options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
      data-testid={testId}
    />
  );
}

/**
 * A {@link ChoiceFilter} with its own state: the chosen value (undefined for all) and the control.
 * `labels` is the i18n key each choice's name sits under (`<labels>.<value>`) or a function naming it;
 * `label` and `placeholder` are i18n keys.
 */
export function useChoiceFilter<V extends string>(
  choices: readonly V[],
  texts: { labels: string | ((value: V) => string); label: string; placeholder: string; width: number; testId?: string },
): [V | undefined, ReactNode] {
  const { t } = useTranslation();
  const [value, setValue] = useState<V | undefined>();
  const { labels } = texts;
  const control = (
    <ChoiceFilter<V>
      value={value}
      onChange={setValue}
      choices={choices}
      labelOf={typeof labels === "string" ? (choice) => t(`${labels}.${choice}`) : labels}
      label={t(texts.label)}
      placeholder={t(texts.placeholder)}
      width={texts.width}
      testId={texts.testId}
    />
  );
  return [value, control];
}
