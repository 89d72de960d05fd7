import { DollarOutlined, PrinterOutlined, RollbackOutlined } from "@ant-design/icons";
import { money, salesInvoiceBody, type SalesInvoiceResponse, toBase } from "@neraca/core";
import { useQueryClient } from "@tanstack/react-query";
import { Col, Collapse, DatePicker, Divider, Form, Input, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DocumentScreen } from "../../../components/documents";
import { DocumentCurrencyFields, rateText, useDocumentCurrency, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { useDueDate } from "../../../components/documents/use-due-date";
import { oneKey, RecordSelect } from "../../../components/ledger/RecordSelect";
import { WarehouseSelect } from "../../../components/ledger/WarehouseSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItem, LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, today } from "../../../lib/dates";
import { invoiceApi } from "../api";
import { InvoiceTotals, runningTotals, useTaxRates } from "../components/InvoiceTotals";
import { InvoiceView } from "../components/InvoiceView";
import { SettlementTag } from "../components/SettlementTag";

const LIST = "/transactions/sales-invoice";
const editPath = (id: string) => `${LIST}/edit/${id}`;

const emptyLine = (): LineItem => ({ product_id: null, description: null, account_id: null, quantity: "1", unit_id: null, price: "", discount_percent: "", tax_id: null });

const lineConfig: LineItemsConfig = {
  columns: [
    {
      key: "product",
      onPick: (record) => ({
        price: (record.selling_price as string | undefined) ?? "",
        unit_id: (record.unit_id as string | null | undefined) ?? null,
        account_id: (record.sales_account_id as string | null | undefined) ?? null,
      }),
    },
    "description",
    "quantity",
    "unit",
    "price",
    "discount",
    "tax",
    "amount",
    "account",
  ],
};

/** The form's values → the API's body (a line's one tax → `tax_ids`). */
function bodyOf(values: Record<string, unknown>) {
  const details = ((values.details as LineItem[] | undefined) ?? []).map(({ tax_id, ...line }) => ({
    ...line,
    tax_ids: typeof tax_id === "string" && tax_id ? [tax_id] : [],
  }));
  return { ...values, details };
}

const toValues = (invoice: SalesInvoiceResponse) => ({
  contact_id: invoice.contact_id,
  invoice_date: invoice.invoice_date,
  due_date: invoice.due_date,
  tax_invoice_number: invoice.tax_invoice_number,
  office_id: invoice.office_id,
  warehouse_id: invoice.warehouse_id,
  bill_to: invoice.bill_to,
  notes: invoice.notes,
  buyer_id_type: invoice.buyer_id_type,
  buyer_id_number: invoice.buyer_id_number,
  buyer_nitku: invoice.buyer_nitku,
  tag_ids: invoice.tag_ids,
  currency: invoice.currency,
  rate: rateText(invoice.rate),
  tax_rate: rateText(invoice.tax_rate),
  details: invoice.details.map((l) => ({
    product_id: l.product_id,
    description: l.description,
    account_id: l.account_id,
    quantity: l.quantity,
    unit_id: l.unit_id,
    price: l.price,
    discount_percent: l.discount_percent === "0" ? "" : l.discount_percent,
    tax_id: l.tax_ids[0] ?? null,
    // A BACC line keeps the job charge line it bills: saving the draft again keeps it billed.
    ...(l.job_line_id ? { job_line_id: l.job_line_id } : {}),
  })),
});

/**
 * `/transactions/sales-invoice/add` and `/edit/:id`: a sales invoice (spec §2, §3): customer, dates,
 * tax invoice number, lines of products or free text on an account, with PPN computed as DJP does.
 * Approving asks the spec's question ("Approve this invoice ?") and posts the AR journal; deleting
 * asks "Delete this invoice ?" and takes its journal and payments with it. One no longer editable
 * reads as a document (`InvoiceView`) with its payments.
 */
export function SalesInvoiceFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const rates = useTaxRates();
  const lines = (Form.useWatch("details", form) as LineItem[] | undefined) ?? [];
  const officeId = Form.useWatch("office_id", form) as string | null | undefined;
  const running = rates ? runningTotals(lines, rates) : null;
  const pickCustomer = (contactId: unknown) => {
    const record = typeof contactId === "string" ? queryClient.getQueryData<{ data: Record<string, unknown> }>(oneKey("master-data/contact", contactId))?.data : undefined;
    if (!record) return;
    form.setFieldsValue({ bill_to: [record.name, record.address].filter(Boolean).join("\n") || null });
  };
  // The due date follows the invoice date and the customer's term until set by hand.
  useDueDate(form, { dateField: "invoice_date", dueField: "due_date", contactField: "contact_id" });
  // Its currency follows the customer's and its rate the booking rate of the invoice date, until set by hand.
  const currency = useDocumentCurrency(form, { dateField: "invoice_date", contactField: "contact_id" });
  // With VAT, its tax rate (KMK) of the invoice date: what the VAT in base is computed at.
  const taxRate = useDocumentRate(form, {
    currency: currency.currency,
    base: currency.base,
    dateField: "invoice_date",
    field: "tax_rate",
    kind: "tax",
    wanted: !!running && money(running.vat).greaterThan(0),
  });
  const totalsCurrency = { currency: currency.currency, base: currency.base };
  const approveTexts = { label: t("sales.approve"), confirm: t("sales.approve_confirm"), description: t("sales.approve_text") };

  return (
    <DocumentScreen
      api={invoiceApi}
      id={id}
      queryKey={["transactions", "sales-invoice"]}
      refresh={[["transactions"]]}
      resource="TxSalesInvoice"
      allowed={{ cancel: false }}
      listPath={LIST}
      detailPath={(doc) => editPath(doc.id)}
      title={(doc) => (doc ? t("sales.invoice_title", { number: doc.number ?? t("lifecycle.no_number") }) : t("sales.add_invoice"))}
      trail={[{ title: t("menu.sales") }, { title: <Link to={LIST}>{t("sales.invoices")}</Link> }]}
      heading={{
        testId: "invoice-heading",
        facts: (doc) => (
          <>
            <SettlementTag settlement={doc.settlement} />
            <Typography.Text>{doc.contact_name}</Typography.Text>
            {doc.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: doc.requested_by_name })}</Typography.Text>}
          </>
        ),
      }}
      submitTexts={approveTexts}
      approveTexts={approveTexts}
      deleteTexts={{ confirm: t("sales.delete_confirm"), description: t("sales.delete_text") }}
      actionTestIds={{ approve: "invoice-approve", delete: "invoice-delete" }}
      // The print opens in its own page (the A4 shown, then downloaded).
      print={false}
      actions={(doc) => (
        <>
          {doc.status === "approved" && (
            <LinkButton icon={<PrinterOutlined />} to={`${LIST}/prints/${doc.id}`} data-testid="invoice-print">
              {t("sales.print")}
            </LinkButton>
          )}
          {doc.status === "approved" && doc.rate === null && ability.can("create", "TxSalesInvoice") && (
            <LinkButton icon={<RollbackOutlined />} to={`/transactions/sales-return/add?invoice=${doc.id}`} data-testid="invoice-return">
              {t("sales.returns.return_goods")}
            </LinkButton>
          )}
          {(doc.settlement === "unpaid" || doc.settlement === "partly_paid") && ability.can("create", "TxSalesPayment") && (
            <LinkButton icon={<DollarOutlined />} to={`/transactions/sales-payment/invoice?contact_id=${doc.contact_id}&invoice_id=${doc.id}`} data-testid="invoice-receive-payment">
              {t("sales.receive_payment")}
            </LinkButton>
          )}
        </>
      )}
      journal={{ testId: "invoice-state", link: t("sales.open_journal") }}
      form={{
        instance: form,
        schema: salesInvoiceBody,
        toValues,
        // The currency as shown (an empty field is the base currency on screen, and so in the body).
        toBody: (values: Record<string, unknown>) => bodyOf({ ...values, currency: values.currency || currency.currency }),
        initialValues: { invoice_date: today(), buyer_id_type: "tin", tag_ids: [], details: [emptyLine()] },
        testId: "invoice-form",
        submitSavesChanges: true,
        submitNew: true,
        buttons: [{ label: t("sales.save_draft"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <InvoiceView invoice={doc} />}
      fields={({ doc, editable }) => (
        <>
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="contact_id" label={t("sales.customer")} required>
              <RecordSelect path="master-data/contact" params={{ type: "customer" }} onSelect={pickCustomer} quickCreate={{ initialValues: { contact_types: ["customer"] } }} data-testid="invoice-customer" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item name="invoice_date" label={t("sales.invoice_date")} required {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} data-testid="invoice-date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item name="due_date" label={t("sales.due_date")} tooltip={t("sales.due_hint")} {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} data-testid="invoice-due-date" />
            </Form.Item>
          </Col>
          <DocumentCurrencyFields state={currency} taxRate={taxRate} editable={editable} />
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="tax_invoice_number" label={t("sales.tax_invoice_number")} extra={t("sales.tax_invoice_hint")}>
              <Input maxLength={25} data-testid="invoice-tax-number" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="office_id" label={t("sales.office")}>
              <RecordSelect kind="office" />
            </Form.Item>
          </Col>
          {lines.some((l) => l.product_id) && (
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="warehouse_id" label={t("warehouse.label")} tooltip={t("warehouse.hint")}>
                <WarehouseSelect officeId={officeId} data-testid="invoice-warehouse" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="tag_ids" label={t("sales.tags")}>
              <RecordSelect kind="tag" multiple />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="bill_to" label={t("sales.bill_to")}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t("sales.notes")}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
        <Collapse
          ghost
          items={[
            {
              key: "coretax",
              label: t("sales.coretax_identity"),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item name="buyer_id_type" label={t("sales.buyer_id_type")}>
                      <Select options={(["tin", "nik", "passport", "other"] as const).map((v) => ({ value: v, label: t(`sales.buyer_id_types.${v}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name="buyer_id_number" label={t("sales.buyer_id_number")} extra={t("sales.buyer_id_hint")}>
                      <Input maxLength={30} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name="buyer_nitku" label={t("sales.buyer_nitku")}>
                      <Input maxLength={30} />
                    </Form.Item>
                  </Col>
                </Row>
              ),
            },
          ]}
        />
        <Divider titlePlacement="start">{t("sales.lines")}</Divider>
        <div className="sales-lines">
          <LineItemsEditor form={form} config={lineConfig} emptyLine={emptyLine} disabled={!editable} testId="invoice-lines" />
        </div>
          <div style={{ marginTop: 16 }}>
            {running ? (
              <InvoiceTotals figures={{ ...running, total_base: currency.rate ? toBase(running.total, currency.rate) : undefined }} currency={totalsCurrency} />
            ) : (
              doc && <InvoiceTotals figures={{ ...doc, paid: undefined, outstanding: undefined, outstanding_base: undefined }} currency={totalsCurrency} />
            )}
          </div>
        </>
      )}
    />
  );
}
