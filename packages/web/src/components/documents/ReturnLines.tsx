import { type DocumentState, type DocumentStatus, type FieldErrors, formatQuantity, quantity } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Form, type FormInstance, Input, Table } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ListResponse, QueryParams } from "../../lib/api";
import { Amount } from "../ledger/Amount";
import { today } from "../../lib/dates";
import type { DocumentFormOptions } from "./DocumentScreen";
import { LinkedDocuments } from "./LinkedDocuments";
import { NumberAndRequester } from "./NumberAndRequester";

/** A return form's values: the invoice, date, notes, and the quantity typed per invoice line number. */
export type ReturnValues = { invoice_id?: string; date?: string; notes?: string; quantities?: Record<string, string> };

/** What comes back of each line: the quantities typed, empty and zero left out (a return's `details`). */
export const returnedLines = (values: ReturnValues) =>
  Object.entries(values.quantities ?? {})
    .map(([line, q]) => ({ line_no: Number(line), quantity: (q ?? "").trim() }))
    .filter((d) => d.quantity !== "" && d.quantity !== "0");

/** A line's error (`details.0.quantity`) under the quantity typed for that invoice line. */
export const returnErrorsOnFields =
  (form: FormInstance) =>
  (errors: FieldErrors): FieldErrors => {
    const sent = returnedLines(form.getFieldsValue(true) as ReturnValues);
    return Object.fromEntries(
      Object.entries(errors).map(([key, messages]) => {
        const match = /^details\.(\d+)\.(quantity|line_no)$/.exec(key);
        const line = match ? sent[Number(match[1])] : undefined;
        return [line ? `quantities.${line.line_no}` : key, messages];
      }),
    );
  };

export interface ReturnableLine {
  line_no: number;
  label: ReactNode;
  /** Sold or billed. */
  quantity: string;
  /** Taken back by posted returns already. */
  returned: string;
  price: string;
}

/**
 * An invoice's lines as a return takes them (sales and purchase returns alike): what was sold or
 * billed, what posted returns took back already, its price, and the quantity coming back now.
 */
export function ReturnLinesTable({ lines, editable, quantityTitle }: { lines: readonly ReturnableLine[]; editable: boolean; quantityTitle: string }) {
  const { t } = useTranslation();
  return (
    <Table<ReturnableLine>
      rowKey="line_no"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      data-testid="return-lines"
      columns={[
        { title: "#", dataIndex: "line_no", width: 40 },
        { title: t("line_items.product"), dataIndex: "label" },
        { title: quantityTitle, dataIndex: "quantity", align: "right" },
        { title: t("returns.returned"), dataIndex: "returned", align: "right" },
        { title: t("line_items.price"), dataIndex: "price", align: "right", render: (v: string) => <Amount value={v} /> },
        {
          title: t("returns.quantity_now"),
          key: "now",
          width: 160,
          render: (_, l) => (
            <Form.Item name={["quantities", String(l.line_no)]} style={{ margin: 0 }}>
              <Input inputMode="decimal" placeholder="0" disabled={!editable} data-testid={`return-quantity-${l.line_no}`} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}

/** What posted returns of an invoice took back of each line (by line number), the one being edited left out. */
export function returnedByLine(returns: readonly { id: string; status: string; details: readonly { line_no: number; quantity: string }[] }[], currentId: string | undefined) {
  const returned = new Map<number, ReturnType<typeof quantity>>();
  for (const r of returns) {
    if (r.status !== "approved" || r.id === currentId) continue;
    for (const d of r.details) returned.set(d.line_no, (returned.get(d.line_no) ?? quantity(0)).plus(d.quantity));
  }
  return (line: number) => formatQuantity(returned.get(line) ?? 0);
}

/** The returns of a posted invoice (sales or purchase), each linked with its total; nothing while it has none. */
export function ReturnsOfInvoice({
  invoiceId,
  fetch,
  base,
  queryKey,
  title,
  amountTitle,
}: {
  invoiceId: string;
  fetch: (params: QueryParams) => Promise<ListResponse<{ id: string; number: string | null; date: string; status: DocumentStatus; total: string }>>;
  base: string;
  queryKey: readonly unknown[];
  title: ReactNode;
  amountTitle: ReactNode;
}) {
  const query = useQuery({ queryKey: [...queryKey, invoiceId], queryFn: () => fetch({ invoice_id: invoiceId, per_page: 100 }) });
  const rows = (query.data?.data ?? []).map((r) => ({ id: r.id, number: r.number, date: r.date, status: r.status, amount: r.total, path: `${base}/detail/${r.id}` }));
  if (rows.length === 0) return null;
  return <LinkedDocuments title={title} amountTitle={amountTitle} rows={rows} loading={query.isPending} testId="invoice-returns" />;
}

/** A return as its screen reads it back into the form. */
interface ReturnDocument extends DocumentState {
  invoice_id: string;
  date: string;
  notes: string | null;
  details: readonly { line_no: number; quantity: string }[];
}

/**
 * What a sales and a purchase return's `DocumentScreen` share: its paths, its number in the heading,
 * its print (a credit or debit note), and a form of the invoice, date, reason, the type's `extra`
 * fields (a sales return's buyer nota retur number) and a quantity per invoice line (the invoice
 * from `?invoice=` on a new one), saved then submitted.
 */
export function returnScreenBasics<T extends ReturnDocument, B>(options: {
  base: string;
  form: FormInstance;
  schema: DocumentFormOptions<T, B>["schema"];
  invoiceId: string | null;
  testId: string;
  saveLabel: string;
  extra?: readonly string[];
}) {
  const { base, form } = options;
  const extra = options.extra ?? [];
  const pick = (source: Record<string, unknown>) => Object.fromEntries(extra.map((k) => [k, source[k] ?? null]));
  return {
    listPath: base,
    detailPath: (doc: T) => `${base}/detail/${doc.id}`,
    heading: { facts: (doc: T) => <NumberAndRequester doc={doc} /> },
    form: {
      instance: form,
      schema: options.schema,
      toValues: (doc: T) => ({
        invoice_id: doc.invoice_id,
        date: doc.date,
        notes: doc.notes,
        ...pick(doc as unknown as Record<string, unknown>),
        quantities: Object.fromEntries(doc.details.map((d) => [String(d.line_no), d.quantity])),
      }),
      toBody: (values: Record<string, unknown>) => ({ invoice_id: values.invoice_id, date: values.date, notes: values.notes, ...pick(values), details: returnedLines(values as ReturnValues) }),
      errorsOnFields: returnErrorsOnFields(form),
      initialValues: { date: today(), invoice_id: options.invoiceId ?? undefined },
      testId: options.testId,
      submitSavesChanges: true,
      submitNew: true,
      buttons: [{ label: options.saveLabel, primary: true, testId: "form-save" }],
    } satisfies DocumentFormOptions<T, B>,
  };
}
