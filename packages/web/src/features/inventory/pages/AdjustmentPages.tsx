import { formatMoney, money, stockAdjustmentBody, sumMoney } from "@neraca/core";
import { Alert, DatePicker, Divider, Form, Input, Space, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { WarehouseItem } from "../../../components/ledger/WarehouseSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { adjustmentApi, type StockAdjustment } from "../api";

const BASE = "/transactions/stock-adjustment";
export const REFRESH = [["inventory"]] as const;

/** `/transactions/stock-adjustment`: counts of stock per office, with the value of their differences. */
export function AdjustmentListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<StockAdjustment>
      title={t("inventory.adjustments.title")}
      subtitle={t("inventory.adjustments.subtitle")}
      group={t("menu.inventory")}
      queryKey={["inventory", "adjustments"]}
      searchPlaceholder={t("inventory.adjustments.search")}
      rowPath={(row) => `${BASE}/detail/${row.id}`}
      testId="adjustment-table"
      filters={{ status: "all" }}
      add={[{ to: `${BASE}/add`, label: t("inventory.adjustments.add"), resource: "TxStockAdjustment", testId: "adjustment-add" }]}
      fetch={adjustmentApi.list}
      columns={[
        documentColumns.number(t("inventory.number")),
        documentColumns.date(t("inventory.date")),
        {
          title: t("inventory.office"),
          dataIndex: "office_name",
          key: "office",
          render: (v: string | null, row: StockAdjustment) => [v ?? "—", row.warehouse_name].filter(Boolean).join(" · "),
        },
        { title: t("inventory.description"), dataIndex: "description", key: "description", render: (v: string | null) => v ?? "—" },
        documentColumns.status(t("inventory.status")),
        documentColumns.amount(t("inventory.adjustments.difference_value"), "difference_value", { sorter: false }),
      ]}
    />
  );
}

/** Inventory products only; the quantity column is what was counted, the description a note. */
const lineConfig: LineItemsConfig = {
  columns: [
    { key: "product", params: { is_inventory: "true", is_active: "true" } },
    { key: "quantity", field: "counted", label: "inventory.adjustments.counted" },
    { key: "description", field: "note", label: "inventory.adjustments.note" },
  ],
};
const emptyLine = () => ({ product_id: null, counted: "", note: "" });

const toValues = (a: StockAdjustment) => ({
  date: a.date,
  office_id: a.office_id,
  warehouse_id: a.warehouse_id,
  account_id: a.account_id,
  description: a.description,
  details: a.details.map((l) => ({ product_id: l.product_id, counted: l.counted, note: l.note ?? "" })),
});

/** The differences in words: found and missing as quantities per product. */
const signed = (value: string) => (value.startsWith("-") ? value : `+${value}`);

function AdjustmentView({ adjustment, t }: { adjustment: StockAdjustment; t: TFunction }) {
  const values = adjustment.details.map((l) => money(l.value));
  const short = sumMoney(values.filter((v) => v.lessThan(0)).map((v) => v.negated()));
  const over = sumMoney(values.filter((v) => v.greaterThan(0)));
  return (
    <>
      {adjustment.status !== "approved" && <Alert type="info" showIcon title={t("inventory.adjustments.estimated")} style={{ marginBottom: 16 }} />}
      <DocumentView<StockAdjustment["details"][number]>
        figures={[
          { label: t("inventory.adjustments.difference_value"), value: <Amount value={adjustment.difference_value} />, testId: "figure-difference" },
          { label: t("inventory.adjustments.short"), value: <Amount value={formatMoney(short)} />, testId: "figure-short" },
          { label: t("inventory.adjustments.over"), value: <Amount value={formatMoney(over)} />, testId: "figure-over" },
        ]}
        facts={[
          { label: t("inventory.date"), value: formatDate(adjustment.date) },
          { label: t("inventory.office"), value: adjustment.office_name ?? "—" },
          ...(adjustment.warehouse_name ? [{ label: t("warehouse.label"), value: adjustment.warehouse_name }] : []),
          { label: t("inventory.adjustments.account"), value: `${adjustment.account_code} · ${adjustment.account_name}` },
          ...(adjustment.status === "approved" && adjustment.journal_ids.length === 0 ? [{ label: t("inventory.open_journal"), value: t("inventory.no_journal") }] : []),
          { label: t("inventory.description"), value: adjustment.description ?? "—", wide: true },
        ]}
        lines={{
          title: t("inventory.lines"),
          rows: adjustment.details,
          testId: "adjustment-detail-lines",
          columns: [
            { title: "#", dataIndex: "line_no", width: 40 },
            { title: t("inventory.product"), key: "product", render: (_, l) => `${l.product_code} · ${l.product_name}` },
            { title: t("inventory.unit"), dataIndex: "unit_name", render: (v: string | null) => v ?? "—" },
            { title: t("inventory.adjustments.on_hand"), dataIndex: "on_hand", align: "right" },
            { title: t("inventory.adjustments.counted"), dataIndex: "counted", align: "right" },
            {
              title: t("inventory.adjustments.difference"),
              dataIndex: "difference",
              align: "right",
              render: (v: string) => <Typography.Text type={v.startsWith("-") ? "danger" : v === "0" ? undefined : "success"}>{v === "0" ? "0" : signed(v)}</Typography.Text>,
            },
            { title: t("inventory.adjustments.value"), dataIndex: "value", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("inventory.adjustments.note"), dataIndex: "note", render: (v: string | null) => v ?? "" },
          ],
        }}
        totals={[{ label: t("inventory.adjustments.difference_value"), value: <Amount value={adjustment.difference_value} strong /> }]}
      />
    </>
  );
}

/**
 * `/transactions/stock-adjustment/add` and `/detail/:id`: a stock opname — what was counted of each
 * inventory product at an office. A draft is edited here; submitted, it waits for the opname approval
 * levels its differences' value meets; approved, the stock moves to what was counted and the
 * differences post against the adjustment account (default: the company's).
 */
export function AdjustmentScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <DocumentScreen
      api={adjustmentApi}
      id={id}
      queryKey={["inventory", "adjustment"]}
      refresh={REFRESH}
      listPath={BASE}
      detailPath={(doc) => `${BASE}/detail/${doc.id}`}
      trail={[{ title: t("menu.inventory") }, { title: <Link to={BASE}>{t("inventory.adjustments.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxStockAdjustment"
      title={(doc) => (doc ? t("inventory.adjustments.detail_title") : t("inventory.adjustments.add"))}
      journal={{ link: t("inventory.open_journal") }}
      form={{
        schema: stockAdjustmentBody,
        toValues,
        initialValues: { date: today(), details: [emptyLine()] },
        testId: "adjustment-form",
        submitSavesChanges: true,
        submitNew: true,
        buttons: [{ label: t("inventory.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <AdjustmentView adjustment={doc} t={t} />}
      // A draft being edited: what was on hand and the differences as it was saved, under the form.
      below={(doc) => doc.actions.includes("edit") && <AdjustmentView adjustment={doc} t={t} />}
      fields={({ form, editable }) => (
        <>
          <Space wrap align="start" size={16}>
            <Form.Item name="date" label={t("inventory.date")} required {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" allowClear={false} disabled={!editable} data-testid="adjustment-date" />
            </Form.Item>
            <Form.Item name="office_id" label={t("inventory.office")} style={{ minWidth: 240 }}>
              <RecordSelect kind="office" disabled={!editable} data-testid="adjustment-office" />
            </Form.Item>
            <WarehouseItem form={form} disabled={!editable} testId="adjustment-warehouse" />
            <Form.Item name="account_id" label={t("inventory.adjustments.account")} style={{ minWidth: 300 }}>
              <RecordSelect kind="account" disabled={!editable} placeholder={t("inventory.adjustments.account_default")} data-testid="adjustment-account" />
            </Form.Item>
            <Form.Item name="description" label={t("inventory.description")} style={{ minWidth: 320 }}>
              <Input maxLength={1000} disabled={!editable} data-testid="adjustment-description" />
            </Form.Item>
          </Space>
          <Divider titlePlacement="start">{t("inventory.lines")}</Divider>
          <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="adjustment-lines" />
        </>
      )}
    />
  );
}
