import { salesReturnBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, DatePicker, Form, type FormInstance, Input, Select, Space, } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, } from "../../../components/documents";
import { ReturnLinesTable, returnedByLine, returnScreenBasics } from "../../../components/documents/ReturnLines";
import { Amount } from "../../../components/ledger/Amount";
import { dateItemProps, formatDate, } from "../../../lib/dates";
import { invoiceApi, returnApi } from "../api";
import type { SalesReturnResponse } from "@neraca/core";

const BASE = "/transactions/sales-return";
const REFRESH = [["transactions"], ["sales"]] as const;

/** `/transactions/sales-return`: credit notes of posted invoices. */
export function SalesReturnListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<SalesReturnResponse>
      title={t("sales.returns.title")}
      subtitle={t("sales.returns.subtitle")}
      group={t("menu.sales")}
      queryKey={["sales", "returns"]}
      searchPlaceholder={t("sales.returns.search")}
      rowPath={(row) => `${BASE}/detail/${row.id}`}
      testId="return-table"
      filters={{ status: "all" }}
      fetch={returnApi.list}
      columns={[
        documentColumns.number(t("sales.number")),
        documentColumns.date(t("sales.date")),
        { title: t("sales.customer"), dataIndex: "contact_name", key: "customer" },
        { title: t("sales.returns.invoice"), dataIndex: "invoice_number", key: "invoice" },
        documentColumns.status(t("sales.status")),
        documentColumns.amount(t("sales.total"), "total", { sorter: false }),
      ]}
    />
  );
}

/** An invoice's lines with what was sold, what posted returns took back already, and the quantity coming back now. */
function ReturnFields({ form, editable, currentId }: { form: FormInstance; editable: boolean; currentId: string | undefined }) {
  const { t } = useTranslation();
  const invoiceId = Form.useWatch("invoice_id", form) as string | undefined;
  const [search, setSearch] = useState("");
  const posted = useQuery({
    queryKey: ["sales", "posted-invoices", search],
    queryFn: () => invoiceApi.list({ status: "approved", per_page: 50, sort: "-date", q: search || undefined }),
    enabled: editable,
  });
  const invoice = useQuery({ queryKey: ["sales", "return-invoice", invoiceId], queryFn: () => invoiceApi.get(invoiceId as string), enabled: !!invoiceId });
  const picked = invoice.data?.data;
  const invoiceOptions = [
    ...(picked && !(posted.data?.data ?? []).some((i) => i.id === picked.id) ? [picked] : []),
    ...(posted.data?.data ?? []),
  ].map((i) => ({ value: i.id, label: `${i.number ?? "—"} · ${i.contact_name} · ${formatDate(i.invoice_date)}` }));
  const earlier = useQuery({ queryKey: ["sales", "returns-of", invoiceId], queryFn: () => returnApi.list({ invoice_id: invoiceId as string, per_page: 100 }), enabled: !!invoiceId });
  const returned = returnedByLine(earlier.data?.data ?? [], currentId);
  const lines = (invoice.data?.data.details ?? []).map((l, i) => ({ ...l, line_no: i + 1, returned: returned(i + 1) }));
  return (
    <>
      <Space wrap align="start" size={16}>
        <Form.Item name="invoice_id" label={t("sales.returns.invoice")} required style={{ minWidth: 360 }}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={posted.isFetching}
            disabled={!editable}
            placeholder={t("sales.returns.pick_invoice")}
            data-testid="return-invoice"
            options={invoiceOptions}
          />
        </Form.Item>
        <Form.Item name="date" label={t("sales.date")} required {...dateItemProps}>
          <DatePicker format="DD MMM YYYY" allowClear={false} disabled={!editable} />
        </Form.Item>
        <Form.Item name="notes" label={t("sales.returns.reason")} style={{ minWidth: 320 }}>
          <Input maxLength={1000} disabled={!editable} data-testid="return-notes" />
        </Form.Item>
        <Form.Item name="buyer_return_number" label={t("sales.returns.buyer_return_number")} tooltip={t("sales.returns.buyer_return_hint")} style={{ minWidth: 240 }}>
          <Input maxLength={40} disabled={!editable} data-testid="return-buyer-number" />
        </Form.Item>
      </Space>
      {invoice.data && (
        <ReturnLinesTable
          editable={editable}
          quantityTitle={t("sales.returns.sold")}
          lines={lines.map((l) => ({ line_no: l.line_no, label: l.product_name ?? l.description ?? "—", quantity: l.quantity, returned: l.returned, price: l.price }))}
        />
      )}
    </>
  );
}

/** A return as posted: its invoice, the DPP, VAT and total given back, the cost the goods came back at. */
function ReturnView({ doc }: { doc: SalesReturnResponse }) {
  const { t } = useTranslation();
  return (
    <DocumentView<SalesReturnResponse["details"][number]>
      figures={[
        { label: t("sales.total"), value: <Amount value={doc.total} />, testId: "figure-total" },
        { label: t("sales.returns.vat"), value: <Amount value={doc.vat} />, testId: "figure-vat" },
        { label: t("sales.returns.cost"), value: <Amount value={doc.cost} />, testId: "figure-cost" },
      ]}
      facts={[
        { label: t("sales.customer"), value: doc.contact_name },
        { label: t("sales.returns.invoice"), value: <Link to={`/transactions/sales-invoice/edit/${doc.invoice_id}`}>{doc.invoice_number ?? "—"}</Link> },
        { label: t("sales.date"), value: formatDate(doc.date) },
        { label: t("sales.returns.buyer_return_number"), value: doc.buyer_return_number ?? "—" },
        { label: t("sales.returns.reason"), value: doc.notes ?? "—", wide: true },
      ]}
      lines={{
        title: t("sales.lines"),
        rows: doc.details,
        testId: "return-detail-lines",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40 },
          { title: t("line_items.product"), key: "item", render: (_, l) => l.product_name ?? l.description ?? "—" },
          { title: t("sales.returns.quantity_now"), dataIndex: "quantity", align: "right" },
          { title: t("sales.returns.sold"), dataIndex: "sold_quantity", align: "right" },
          { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.amount"), dataIndex: "net", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("sales.returns.cost"), dataIndex: "cost", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={[
        { label: "DPP", value: <Amount value={doc.dpp} /> },
        { label: t("sales.returns.vat"), value: <Amount value={doc.vat} /> },
        { label: t("sales.total"), value: <Amount value={doc.total} strong /> },
      ]}
    />
  );
}

/**
 * `/transactions/sales-return/add?invoice=` and `/detail/:id`: goods a customer sends back of a posted
 * invoice. Submitting posts the credit note (DPP and VAT back, the invoice owes less, the customer's
 * deposit takes what it no longer owed) and brings the goods back into stock at their cost.
 */
export function SalesReturnScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  return (
    <DocumentScreen
      api={returnApi}
      {...returnScreenBasics({ base: BASE, form, schema: salesReturnBody, invoiceId: params.get("invoice"), testId: "return-form", saveLabel: t("common.save"), extra: ["buyer_return_number"] })}
      id={id}
      queryKey={["sales", "return"]}
      refresh={REFRESH}
      trail={[{ title: t("menu.sales") }, { title: <Link to={BASE}>{t("sales.returns.title")}</Link> }]}
      resource="TxSalesInvoice"
      title={(doc) => (doc ? t("sales.returns.detail_title") : t("sales.returns.add"))}
      journal={{ link: t("sales.open_journal") }}
      above={(doc) => !doc && <Alert type="info" showIcon title={t("sales.returns.add_subtitle")} style={{ marginBottom: 16 }} />}
      readOnly={(doc) => <ReturnView doc={doc} />}
      fields={({ editable }) => <ReturnFields form={form} editable={editable} currentId={id} />}
    />
  );
}
