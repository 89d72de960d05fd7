import { useQuery } from "@tanstack/react-query";
import type { AdvanceSettlementStatus } from "@neraca/core";
import { DatePicker, Form, Select, type SelectProps, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBaseCurrency } from "../../../lib/session";
import { EmptyPickList } from "../../../components/EmptyPickList";
import { dateItemProps } from "../../../lib/dates";
import { keys, pickerApi, settingsApi } from "../api";

const settlementColors: Record<AdvanceSettlementStatus, string> = { paid: "blue", realised: "orange", closed: "green" };

/** Where a paid advance stands: paid (not realised), realised (to settle), closed. */
export function SettlementTag({ status }: { status: AdvanceSettlementStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={settlementColors[status]} data-testid="settlement-status">
      {t(`cash_advance.settlement_status.${status}`)}
    </Tag>
  );
}

/** The company's advance types (settings), each named in the UI language when it is one of the defaults. */
export function useAdvanceTypes() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: keys.of("settings"), queryFn: settingsApi.get, staleTime: 60_000 });
  const types = settings.data?.data.types ?? [];
  const label = (code: string) => t(`cash_advance.types.${code}`, { defaultValue: types.find((x) => x.code === code)?.name ?? code });
  return { types, label, options: types.map((x) => ({ value: x.code, label: label(x.code) })), settings: settings.data?.data };
}

/** The cash and bank accounts the user is mapped to (spec §6). */
export function CashbankSelect(props: Omit<SelectProps<string>, "options">) {
  const list = useCashbankPicks();
  const base = useBaseCurrency();
  return (
    <Select<string>
      {...props}
      loading={list.isPending}
      options={(list.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}${c.currency && c.currency !== base ? ` (${c.currency})` : ""}` }))}
      notFoundContent={list.data?.data.length === 0 ? <EmptyPickList path="master-data/cashbank" /> : undefined}
      showSearch={{ optionFilterProp: "label" }}
    />
  );
}

/** The cash and bank accounts the user may pay from (one cache for the select and the forms reading their currency). */
export const useCashbankPicks = () => useQuery({ queryKey: keys.of("cashbanks"), queryFn: pickerApi.cashbanks, staleTime: 60_000 });

/** A date of a cash-advance form (the document's own by default), shown and sent as the API takes it. */
export function DateField({ name = "date", label, required = true, extra, allowClear }: { name?: string; label?: ReactNode; required?: boolean; extra?: ReactNode; allowClear?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label ?? t("cash_advance.fields.date")} required={required} extra={extra} {...dateItemProps}>
      <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" allowClear={allowClear} />
    </Form.Item>
  );
}
