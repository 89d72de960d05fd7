import { stockLocationName, stockTransferBody } from "@neraca/core";
import { DatePicker, Divider, Form, Input, Space, } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { WarehouseItem } from "../../../components/ledger/WarehouseSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { type StockTransfer, transferApi } from "../api";
import { REFRESH } from "./AdjustmentPages";

const BASE = "/transactions/stock-transfer";

/** `/transactions/stock-transfer`: goods moved between offices, with the cost they moved at. */
export function TransferListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<StockTransfer>
      title={t("inventory.transfers.title")}
      subtitle={t("inventory.transfers.subtitle")}
      group={t("menu.inventory")}
      queryKey={["inventory", "transfers"]}
      searchPlaceholder={t("inventory.transfers.search")}
      rowPath={(row) => `${BASE}/detail/${row.id}`}
      testId="transfer-table"
      filters={{ status: "all" }}
      add={[{ to: `${BASE}/add`, label: t("inventory.transfers.add"), resource: "TxStockTransfer", testId: "transfer-add" }]}
      fetch={transferApi.list}
      columns={[
        documentColumns.number(t("inventory.number")),
        documentColumns.date(t("inventory.date")),
        { title: t("inventory.transfers.from"), dataIndex: "from_office_name", key: "from", render: (v: string, row: StockTransfer) => stockLocationName(v, row.from_warehouse_name) },
        { title: t("inventory.transfers.to"), dataIndex: "to_office_name", key: "to", render: (v: string, row: StockTransfer) => stockLocationName(v, row.to_warehouse_name) },
        documentColumns.status(t("inventory.status")),
        documentColumns.amount(t("inventory.transfers.total"), "value", { sorter: false }),
      ]}
    />
  );
}

const lineConfig: LineItemsConfig = {
  columns: [{ key: "product", params: { is_inventory: "true", is_active: "true" } }, { key: "quantity", label: "inventory.transfers.quantity" }],
};
const emptyLine = () => ({ product_id: null, quantity: "" });

function TransferView({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation();
  return (
    <DocumentView<StockTransfer["details"][number]>
      figures={[{ label: t("inventory.transfers.total"), value: <Amount value={transfer.value} />, testId: "figure-value" }]}
      facts={[
        { label: t("inventory.date"), value: formatDate(transfer.date) },
        { label: t("inventory.transfers.from"), value: stockLocationName(transfer.from_office_name, transfer.from_warehouse_name) },
        { label: t("inventory.transfers.to"), value: stockLocationName(transfer.to_office_name, transfer.to_warehouse_name) },
        { label: t("inventory.description"), value: transfer.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("inventory.lines"),
        rows: transfer.details,
        testId: "transfer-detail-lines",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40 },
          { title: t("inventory.product"), key: "product", render: (_, l) => `${l.product_code} · ${l.product_name}` },
          { title: t("inventory.transfers.quantity"), dataIndex: "quantity", align: "right" },
          { title: t("inventory.unit"), dataIndex: "unit_name", render: (v: string | null) => v ?? "—" },
          { title: t("inventory.transfers.value"), dataIndex: "value", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={[{ label: t("inventory.transfers.total"), value: <Amount value={transfer.value} strong /> }]}
    />
  );
}

/**
 * `/transactions/stock-transfer/add` and `/detail/:id`: inventory products moved from one office to
 * another, posted when saved at their average cost where they leave (no profit); cancelling takes
 * them back while they are still at the office they went to.
 */
export function TransferScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <DocumentScreen
      api={transferApi}
      id={id}
      queryKey={["inventory", "transfer"]}
      refresh={REFRESH}
      listPath={BASE}
      detailPath={(doc) => `${BASE}/detail/${doc.id}`}
      trail={[{ title: t("menu.inventory") }, { title: <Link to={BASE}>{t("inventory.transfers.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxStockTransfer"
      title={(doc) => (doc ? t("inventory.transfers.detail_title") : t("inventory.transfers.add"))}
      journal={{ link: t("inventory.open_journal") }}
      form={{
        schema: stockTransferBody,
        initialValues: { date: today(), details: [emptyLine()] },
        testId: "transfer-form",
        buttons: [{ label: t("inventory.save"), primary: true, testId: "form-save", confirm: { title: t("inventory.transfers.confirm"), okText: t("inventory.transfers.post") } }],
      }}
      readOnly={(doc) => <TransferView transfer={doc} />}
      fields={({ form, editable }) => (
        <>
          <Space wrap align="start" size={16}>
            <Form.Item name="date" label={t("inventory.date")} required {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" allowClear={false} disabled={!editable} />
            </Form.Item>
            <Form.Item name="from_office_id" label={t("inventory.transfers.from")} required style={{ minWidth: 240 }}>
              <RecordSelect kind="office" disabled={!editable} data-testid="transfer-from" />
            </Form.Item>
            <WarehouseItem form={form} name="from_warehouse_id" officeField="from_office_id" label={t("warehouse.from")} disabled={!editable} testId="transfer-from-warehouse" />
            <Form.Item name="to_office_id" label={t("inventory.transfers.to")} required style={{ minWidth: 240 }}>
              <RecordSelect kind="office" disabled={!editable} data-testid="transfer-to" />
            </Form.Item>
            <WarehouseItem form={form} name="to_warehouse_id" officeField="to_office_id" label={t("warehouse.to")} disabled={!editable} testId="transfer-to-warehouse" />
            <Form.Item name="description" label={t("inventory.description")} style={{ minWidth: 320 }}>
              <Input maxLength={1000} disabled={!editable} />
            </Form.Item>
          </Space>
          <Divider titlePlacement="start">{t("inventory.lines")}</Divider>
          <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="transfer-lines" />
        </>
      )}
    />
  );
}
