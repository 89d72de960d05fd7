import { useQuery } from "@tanstack/react-query";
import { Form, type FormInstance } from "antd";
import { type CSSProperties, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../lib/ability";
import { lookupApi, lookups } from "../../lib/ledger";
import { RecordSelect, type RecordSelectProps } from "./RecordSelect";

/**
 * A document's warehouse: one of the warehouses in use under its office (`officeId`; none: the head
 * office, where its journal falls), or none — the office's own stock. Choosing another office clears
 * it, as a warehouse of the old one would be refused.
 */
export function WarehouseSelect({ officeId, value, onChange, disabled, ...props }: Omit<RecordSelectProps, "kind" | "params" | "multiple"> & { officeId: string | null | undefined }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const readable = ability.can("read", lookups.warehouse.resource);
  const offices = useQuery({
    queryKey: ["lookup", lookups.office.path, "head"],
    queryFn: () => lookupApi.list(lookups.office.path, { per_page: 100 }),
    enabled: readable && !officeId,
    staleTime: 5 * 60_000,
  });
  const head = (offices.data?.data as ({ id: string; is_head_office?: boolean }[] | undefined))?.find((o) => o.is_head_office)?.id;
  const office = officeId || head;
  const previous = useRef(officeId);
  useEffect(() => {
    if (previous.current !== officeId && value) onChange?.(null);
    previous.current = officeId;
  }, [officeId, value, onChange]);
  return (
    <RecordSelect
      kind="warehouse"
      params={{ office_id: office, is_active: "true" }}
      value={value}
      onChange={onChange}
      allowClear
      placeholder={t("warehouse.none")}
      disabled={disabled || !readable || !office}
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
