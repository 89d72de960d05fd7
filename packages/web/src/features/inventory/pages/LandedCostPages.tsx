import { formatMoney, landedCostBody, type LandedCostResponse, sumMoney } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Input, Radio, Select, Space, } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { api, type ListResponse } from "../../../lib/api";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { landedCostApi } from "../api";
import { REFRESH } from "./AdjustmentPages";

const BASE = "/transactions/landed-cost";

/** `/transactions/landed-cost`: freight, duty and handling added to what goods received cost. */
export function LandedCostListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<LandedCostResponse>
      title={t("inventory.landed.title")}
      subtitle={t("inventory.landed.subtitle")}
      group={t("menu.inventory")}
      queryKey={["inventory", "landed-costs"]}
      searchPlaceholder={t("inventory.landed.search")}
      rowPath={(row) => `${BASE}/detail/${row.id}`}
      testId="landed-cost-table"
      filters={{ status: "all" }}
      add={[{ to: `${BASE}/add`, label: t("inventory.landed.add"), resource: "TxLandedCost", testId: "landed-cost-add" }]}
      fetch={landedCostApi.list}
      columns={[
        documentColumns.number(t("inventory.number")),
        documentColumns.date(t("inventory.date")),
        { title: t("inventory.landed.receipt"), dataIndex: "receipt_number", key: "receipt" },
        { title: t("inventory.landed.vendor"), dataIndex: "vendor_name", key: "vendor" },
        documentColumns.status(t("inventory.status")),
        documentColumns.amount(t("inventory.landed.amount"), "amount", { sorter: false }),
      ]}
    />
  );
}

interface ReceiptRow {
  id: string;
  number: string | null;
  date: string;
  vendor_name: string;
  order_number: string | null;
}

/** A landed cost as posted: its receipt, the amount, what raised the goods on hand and what went to cost of goods sold. */
function LandedCostView({ doc }: { doc: LandedCostResponse }) {
  const { t } = useTranslation();
  const capitalised = sumMoney(doc.details.map((l) => l.capitalised ?? "0"));
  const expensed = sumMoney(doc.details.map((l) => l.expensed ?? "0"));
  const posted = doc.status === "approved";
  return (
    <DocumentView<LandedCostResponse["details"][number]>
      figures={[
        { label: t("inventory.landed.amount"), value: <Amount value={doc.amount} />, testId: "figure-amount" },
        ...(posted
          ? [
              { label: t("inventory.landed.capitalised"), value: <Amount value={formatMoney(capitalised)} />, testId: "figure-capitalised" },
              { label: t("inventory.landed.expensed"), value: <Amount value={formatMoney(expensed)} />, testId: "figure-expensed" },
            ]
          : []),
      ]}
      facts={[
        { label: t("inventory.landed.receipt"), value: <Link to={`/transactions/goods-recipient/detail/${doc.receipt_id}`}>{doc.receipt_number ?? "—"}</Link> },
        { label: t("inventory.landed.vendor"), value: doc.vendor_name },
        { label: t("inventory.date"), value: formatDate(doc.date) },
        { label: t("inventory.landed.account"), value: `${doc.account_code} · ${doc.account_name}` },
        { label: t("inventory.landed.allocation"), value: t(`inventory.landed.by_${doc.allocation}`) },
        { label: t("inventory.description"), value: doc.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("inventory.lines"),
        rows: doc.details,
        testId: "landed-cost-lines",
        columns: [
          { title: t("inventory.product"), dataIndex: "product_name" },
          { title: t("inventory.transfers.quantity"), dataIndex: "quantity", align: "right" },
          { title: t("inventory.landed.value"), dataIndex: "value", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("inventory.landed.allocated"), dataIndex: "allocated", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("inventory.landed.capitalised"), dataIndex: "capitalised", align: "right", render: (v: string | null) => (v === null ? "—" : <Amount value={v} />) },
          { title: t("inventory.landed.expensed"), dataIndex: "expensed", align: "right", render: (v: string | null) => (v === null ? "—" : <Amount value={v} />) },
        ],
      }}
      totals={[{ label: t("inventory.landed.amount"), value: <Amount value={doc.amount} strong /> }]}
    />
  );
}

/**
 * `/transactions/landed-cost/add?receipt=` and `/detail/:id`: freight, duty or handling of a goods
 * receipt, split over its inventory lines by value or quantity. Submitting raises what the goods still
 * on hand cost (what has been sold since goes to cost of goods sold) against the account it is owed on.
 */
export function LandedCostScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const [search, setSearch] = useState("");
  const receipts = useQuery({
    queryKey: ["inventory", "receipts", search],
    queryFn: () => api.get<ListResponse<ReceiptRow>>("transactions/goods-recipient", { params: { status: "approved", per_page: 50, sort: "-date", q: search || undefined } }),
    enabled: !id,
  });
  return (
    <DocumentScreen
      api={landedCostApi}
      id={id}
      queryKey={["inventory", "landed-cost"]}
      refresh={REFRESH}
      listPath={BASE}
      detailPath={(doc) => `${BASE}/detail/${doc.id}`}
      trail={[{ title: t("menu.inventory") }, { title: <Link to={BASE}>{t("inventory.landed.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxLandedCost"
      title={(doc) => (doc ? t("inventory.landed.detail_title") : t("inventory.landed.add"))}
      journal={{ link: t("inventory.open_journal") }}
      form={{
        schema: landedCostBody,
        initialValues: { date: today(), allocation: "value", receipt_id: params.get("receipt") ?? undefined },
        testId: "landed-cost-form",
        submitSavesChanges: true,
        submitNew: true,
        buttons: [{ label: t("inventory.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <LandedCostView doc={doc} />}
      below={(doc) => doc.actions.includes("edit") && <LandedCostView doc={doc} />}
      fields={({ editable }) => (
        <Space wrap align="start" size={16}>
          <Form.Item name="receipt_id" label={t("inventory.landed.receipt")} required style={{ minWidth: 360 }}>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              loading={receipts.isFetching}
              disabled={!editable}
              placeholder={t("inventory.landed.pick_receipt")}
              data-testid="landed-cost-receipt"
              options={(receipts.data?.data ?? []).map((r) => ({ value: r.id, label: `${r.number ?? "—"} · ${r.vendor_name} · ${formatDate(r.date)}` }))}
            />
          </Form.Item>
          <Form.Item name="date" label={t("inventory.date")} required {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" allowClear={false} disabled={!editable} />
          </Form.Item>
          <Form.Item name="amount" label={t("inventory.landed.amount")} required>
            <MoneyInput placeholder="0" disabled={!editable} data-testid="landed-cost-amount" />
          </Form.Item>
          <Form.Item name="account_id" label={t("inventory.landed.account")} required style={{ minWidth: 300 }}>
            <RecordSelect kind="account" disabled={!editable} data-testid="landed-cost-account" />
          </Form.Item>
          <Form.Item name="allocation" label={t("inventory.landed.allocation")} required>
            <Radio.Group disabled={!editable} optionType="button">
              <Radio.Button value="value">{t("inventory.landed.by_value")}</Radio.Button>
              <Radio.Button value="quantity">{t("inventory.landed.by_quantity")}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="description" label={t("inventory.description")} style={{ minWidth: 320 }}>
            <Input maxLength={1000} disabled={!editable} />
          </Form.Item>
        </Space>
      )}
    />
  );
}
