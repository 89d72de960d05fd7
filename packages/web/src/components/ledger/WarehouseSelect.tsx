import { useQueryClient } from "@tanstack/react-query";
import { Form, type FormInstance } from "antd";
import { type CSSProperties, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../lib/ability";
import { lookups } from "../../lib/ledger";
import { oneKey, RecordSelect, type RecordSelectProps } from "./RecordSelect";

/**
 * A document's warehouse: one of the warehouses in use under its office (`officeId`; none: the head
 * office, where its journal falls), or none — the office's own stock. Choosing another office than
 * the chosen warehouse's clears it, as a warehouse of another office would be refused; a document's
 * values arriving after the first render (the office and warehouse together) keep it.
 */
export function WarehouseSelect({ officeId, value, onChange, disabled, ...props }: Omit<RecordSelectProps, "kind" | "params" | "multiple"> & { officeId: string | null | undefined }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const readable = ability.can("read", lookups.warehouse.resource);
  useEffect(() => {
    if (!officeId || typeof value !== "string" || !value) return;
    // The chosen warehouse as its list answered it (the select keeps each listed record by id).
    const chosen = queryClient.getQueryData<{ data: { office_id?: string } }>(oneKey(lookups.warehouse.path, value))?.data;
    if (chosen?.office_id && chosen.office_id !== officeId) onChange?.(null);
  }, [officeId, value, onChange, queryClient]);
  return (
    <RecordSelect
      kind="warehouse"
      params={officeId ? { office_id: officeId, is_active: "true" } : { head_office: "true", is_active: "true" }}
      value={value}
      onChange={onChange}
      allowClear
      placeholder={t("warehouse.none")}
      disabled={disabled || !readable}
      {...props}
    />
  );
}

/** The warehouse field of a document form whose office is the field `officeField` (default `office_id`). */
export function WarehouseItem({
  form,
  name = "warehouse_id",
  officeField = "office_id",
  label,
  disabled,
  testId,
  style = { minWidth: 240 },
}: {
  form: FormInstance;
  name?: string;
  officeField?: string;
  label?: string;
  disabled?: boolean;
  testId?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const officeId = Form.useWatch(officeField, form) as string | null | undefined;
  return (
    <Form.Item name={name} label={label ?? t("warehouse.label")} tooltip={t("warehouse.hint")} style={style}>
      <WarehouseSelect officeId={officeId} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
