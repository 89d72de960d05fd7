import { purchaseReturnBody, type PurchaseReturnResponse } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, DatePicker, Form, type FormInstance, Input, Select, Space, } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, } from "../../../components/documents";
import { ReturnLinesTable, returnedByLine, returnScreenBasics } from "../../../components/documents/ReturnLines";
import { Amount } from "../../../components/ledger/Amount";
import { RecordLabel } from "../../../components/documents";
import { dateItemProps, formatDate, } from "../../../lib/dates";
import { invoiceApi, purchaseReturnApi } from "../api";
import { CoretaxReturnButton } from "../components/CoretaxReturnButton";

const BASE = "/transactions/purchase-return";
const REFRESH = [["transactions"], ["payables"]] as const;

/** `/transactions/purchase-return`: debit notes of posted purchase invoices. */
export function PurchaseReturnListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<PurchaseReturnResponse>
      title={t("payables.returns.title")}
      subtitle={t("payables.returns.subtitle")}
      group={t("menu.payables")}
      queryKey={["payables", "returns"]}
      searchPlaceholder={t("payables.returns.search")}
      rowPath={(row) => `${BASE}/detail/${row.id}`}
      testId="purchase-return-table"
      filters={{ status: "all" }}
      fetch={purchaseReturnApi.list}
      actions={<CoretaxReturnButton />}
      columns={[
        documentColumns.number(t("payables.returns.number")),
        documentColumns.date(t("payables.returns.date")),
        { title: t("payables.returns.vendor"), dataIndex: "contact_name", key: "vendor" },
        { title: t("payables.returns.invoice"), dataIndex: "vendor_invoice_number", key: "invoice" },
        documentColumns.status(t("payables.returns.status")),
        documentColumns.amount(t("payables.returns.total"), "total", { sorter: false }),
      ]}
    />
  );
}

/** The invoice's lines with what was billed, what posted returns took back already, and the quantity going back now. */
function ReturnFields({ form, editable, currentId }: { form: FormInstance; editable: boolean; currentId: string | undefined }) {
  const { t } = useTranslation();
  const invoiceId = Form.useWatch("invoice_id", form) as string | undefined;
  const [search, setSearch] = useState("");
  const posted = useQuery({
    queryKey: ["payables", "posted-invoices", search],
    queryFn: () => invoiceApi.list({ status: "approved", per_page: 50, sort: "-date", q: search || undefined }),
    enabled: editable,
  });
  const invoice = useQuery({ queryKey: ["payables", "return-invoice", invoiceId], queryFn: () => invoiceApi.get(invoiceId as string), enabled: !!invoiceId });
  const earlier = useQuery({ queryKey: ["payables", "returns-of", invoiceId], queryFn: () => purchaseReturnApi.list({ invoice_id: invoiceId as string, per_page: 100 }), enabled: !!invoiceId });
  const picked = invoice.data?.data;
  const options = [...(picked && !(posted.data?.data ?? []).some((i) => i.id === picked.id) ? [picked] : []), ...(posted.data?.data ?? [])].map((i) => ({
    value: i.id,
    label: `${i.number ?? "—"} · ${i.vendor_invoice_number} · ${i.contact_name} · ${formatDate(i.date)}`,
  }));
  const returned = returnedByLine(earlier.data?.data ?? [], currentId);
  return (
    <>
      <Space wrap align="start" size={16}>
        <Form.Item name="invoice_id" label={t("payables.returns.invoice")} required style={{ minWidth: 380 }}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={posted.isFetching}
            disabled={!editable}
            placeholder={t("payables.returns.pick_invoice")}
            data-testid="return-invoice"
            options={options}
          />
        </Form.Item>
        <Form.Item name="date" label={t("payables.returns.date")} required {...dateItemProps}>
          <DatePicker format="DD MMM YYYY" allowClear={false} disabled={!editable} />
        </Form.Item>
        <Form.Item name="notes" label={t("payables.returns.reason")} style={{ minWidth: 320 }}>
          <Input maxLength={1000} disabled={!editable} data-testid="return-notes" />
        </Form.Item>
      </Space>
      {picked && (
        <ReturnLinesTable
          editable={editable}
          quantityTitle={t("payables.returns.billed")}
          lines={picked.lines.map((l, i) => ({
            line_no: i + 1,
            label: l.product_id ? <RecordLabel path="master-data/product" id={l.product_id} /> : (l.description ?? "—"),
            quantity: l.quantity,
            returned: returned(i + 1),
            price: l.price,
          }))}
        />
      )}
    </>
  );
}

/** A return as posted: its invoice, what the vendor is owed less, the taxes reversed, the goods out at cost. */
function ReturnView({ doc }: { doc: PurchaseReturnResponse }) {
  const { t } = useTranslation();
  return (
    <DocumentView<PurchaseReturnResponse["details"][number]>
      figures={[
        { label: t("payables.returns.total"), value: <Amount value={doc.total} />, testId: "figure-total" },
        { label: t("payables.returns.vat"), value: <Amount value={doc.vat} />, testId: "figure-vat" },
        { label: t("payables.returns.withholding"), value: <Amount value={doc.withholding} />, testId: "figure-withholding" },
      ]}
      facts={[
        { label: t("payables.returns.vendor"), value: doc.contact_name },
        { label: t("payables.returns.invoice"), value: <Link to={`/transactions/purchase-invoice/detail/${doc.invoice_id}`}>{`${doc.invoice_number ?? "—"} · ${doc.vendor_invoice_number}`}</Link> },
        { label: t("payables.returns.date"), value: formatDate(doc.date) },
        { label: t("payables.returns.reason"), value: doc.notes ?? "—", wide: true },
      ]}
      lines={{
        title: t("payables.returns.lines"),
        rows: doc.details,
        testId: "return-detail-lines",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40 },
          { title: t("line_items.product"), key: "item", render: (_, l) => (l.product_id ? <RecordLabel path="master-data/product" id={l.product_id} /> : (l.description ?? "—")) },
          { title: t("returns.quantity_now"), dataIndex: "quantity", align: "right" },
          { title: t("payables.returns.billed"), dataIndex: "billed_quantity", align: "right" },
          { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.amount"), dataIndex: "net", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("payables.returns.cost"), dataIndex: "cost", align: "right", render: (v: string | null) => (v === null ? "—" : <Amount value={v} />) },
        ],
      }}
      totals={[
        { label: "DPP", value: <Amount value={doc.dpp} /> },
        { label: t("payables.returns.vat"), value: <Amount value={doc.vat} /> },
        { label: t("payables.returns.withholding"), value: <Amount value={doc.withholding} /> },
        { label: t("payables.returns.total"), value: <Amount value={doc.total} strong /> },
      ]}
    />
  );
}

/**
 * `/transactions/purchase-return/add?invoice=` and `/detail/:id`: goods sent back to the vendor of a
 * posted purchase invoice. Submitting posts the debit note (the vendor is owed less, input VAT reversed)
 * and takes the goods out of stock at their average cost.
 */
export function PurchaseReturnScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  return (
    <DocumentScreen
      api={purchaseReturnApi}
      {...returnScreenBasics({ base: BASE, form, schema: purchaseReturnBody, invoiceId: params.get("invoice"), testId: "purchase-return-form", saveLabel: t("common.save") })}
      id={id}
      queryKey={["payables", "return"]}
      refresh={REFRESH}
      trail={[{ title: t("menu.payables") }, { title: <Link to={BASE}>{t("payables.returns.title")}</Link> }]}
      resource="TxPurchaseInvoice"
      title={(doc) => (doc ? t("payables.returns.detail_title") : t("payables.returns.add"))}
      journal={{ link: t("payables.returns.open_journal") }}
      above={(doc) => !doc && <Alert type="info" showIcon title={t("payables.returns.add_subtitle")} style={{ marginBottom: 16 }} />}
      readOnly={(doc) => <ReturnView doc={doc} />}
      fields={({ editable }) => <ReturnFields form={form} editable={editable} currentId={id} />}
    />
  );
}
