import { formatMoney, type PurchaseInvoiceResponse, sumMoney } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { useBaseCurrency } from "../../../lib/session";
import { Checkbox, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { formatDate } from "../../../lib/dates";
import { invoiceApi } from "../api";

export interface PickedLine {
  invoice_id: string;
  amount: string;
}

/** Posted invoices with something left to pay, of one vendor or all (one cache for the picker and the forms that read its rows). */
export function useOpenInvoices(contactId: string | null | undefined) {
  return useQuery({
    queryKey: ["payables", "open-invoices", contactId ?? "all"],
    queryFn: () => invoiceApi.list({ settlement: "open", contact_id: contactId ?? undefined, per_page: 100, sort: "date" }),
  });
}

/**
 * Posted invoices with something left to pay (of one vendor, or all), each with a tick and the
 * amount to take (its outstanding by default): vouchers, payments and payment forms pick with it,
 * as a form's control (`value`, `onChange`).
 */
export function OpenInvoices({
  contactId,
  value = [],
  onChange = () => undefined,
  disabled = false,
  only,
}: {
  contactId?: string | null;
  value?: PickedLine[];
  onChange?: (lines: PickedLine[]) => void;
  disabled?: boolean;
  /** Show just these invoices (a voucher's), whatever their vendor. */
  only?: string[];
}) {
  const { t } = useTranslation();
  const list = useOpenInvoices(contactId);
  const base = useBaseCurrency();
  const rows = (list.data?.data ?? []).filter((r) => !only || only.includes(r.id));
  const picked = new Map(value.map((l) => [l.invoice_id, l.amount]));
  const toggle = (row: PurchaseInvoiceResponse, on: boolean) =>
    onChange(on ? [...value, { invoice_id: row.id, amount: row.outstanding }] : value.filter((l) => l.invoice_id !== row.id));
  const setAmount = (id: string, amount: string) => onChange(value.map((l) => (l.invoice_id === id ? { ...l, amount } : l)));
  const total = sumMoney(value.map((l) => (/^\d{1,16}(\.\d{1,2})?$/.test(l.amount) ? l.amount : "0")));
  return (
    <Table<PurchaseInvoiceResponse>
      size="small"
      rowKey="id"
      loading={list.isPending}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t("payables.no_open_invoices") }}
      data-testid="open-invoices"
      columns={[
        {
          key: "pick",
          width: 40,
          render: (_, row) => (
            <Checkbox
              checked={picked.has(row.id)}
              disabled={disabled}
              onChange={(e) => toggle(row, e.target.checked)}
              aria-label={row.number ?? row.id}
              data-testid={`pick-${row.number}`}
            />
          ),
        },
        { title: t("payables.fields.number"), dataIndex: "number", key: "number", width: 160 },
        { title: t("payables.fields.vendor"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
        { title: t("payables.fields.vendor_invoice_number"), dataIndex: "vendor_invoice_number", key: "vendor_invoice_number", width: 140 },
        { title: t("payables.fields.due_date"), dataIndex: "due_date", key: "due_date", width: 120, render: formatDate },
        {
          title: t("payables.fields.outstanding"),
          dataIndex: "outstanding",
          key: "outstanding",
          align: "right",
          width: 160,
          // A foreign invoice's in its currency, named.
          render: (v: string, row) => (
            <>
              {row.currency !== base && <Typography.Text type="secondary">{row.currency} </Typography.Text>}
              <Amount value={v} />
            </>
          ),
        },
        {
          title: t("payables.fields.to_pay"),
          key: "amount",
          width: 170,
          render: (_, row) =>
            picked.has(row.id) ? (
              <MoneyInput value={picked.get(row.id)} onChange={(v) => setAmount(row.id, v)} disabled={disabled} aria-label={t("payables.fields.to_pay")} data-testid={`amount-${row.number}`} />
            ) : null,
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6}>
            <Typography.Text strong>{t("payables.fields.total")}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Amount value={formatMoney(total)} strong />
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
