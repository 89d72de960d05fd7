import { DollarOutlined, PaperClipOutlined, PrinterOutlined, RollbackOutlined } from "@ant-design/icons";
import { documentTaxes, type DocumentTaxRate, money, purchaseInvoiceBody, type PurchaseInvoiceKind, type PurchaseInvoiceResponse, toBase, vatKinds } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Col, Divider, Form, Input, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { type DocumentFormContext, DocumentScreen } from "../../../components/documents";
import { useDueDate } from "../../../components/documents/use-due-date";
import { DocumentCurrencyFields, rateText, useDocumentCurrency, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { today } from "../../../lib/dates";
import { invoiceApi } from "../api";
import { InvoiceView, MatchAlert, Totals } from "../components/InvoiceView";
import { AdvancesPicker, type OrderLineToInvoice, OrderLinesPicker } from "../components/OrderLinesPicker";
import { SettlementTag } from "../components/SettlementTag";
import { DateField, DescriptionField } from "../components/fields";

const LIST = "/transactions/purchase-invoice";
const AP_LIST = "/transactions/ap-posting";

const taxColumns = [{ key: "tax", label: "payables.fields.vat_tax" }, { key: "withholding", label: "payables.fields.withholding_tax" }, "amount"] as const;
/** Service lines name the expense account; goods lines name the product (its purchase account is used). */
const lineConfigs: Record<PurchaseInvoiceKind, LineItemsConfig> = {
  service: { columns: ["account", "description", "quantity", "price", ...taxColumns] },
  goods: {
    columns: [
      { key: "product", onPick: (record) => ({ price: (record.buying_price as string | undefined) ?? undefined }) },
      "description",
      "quantity",
      "price",
      "discount",
      ...taxColumns,
    ],
  },
  // A cash advance's shortfall: one line on the advance's account (made and checked on its own screen).
  cash_advance: { columns: ["account", "description", "quantity", "price"] },
};
const emptyLine = () => ({ product_id: null, account_id: null, description: null, quantity: "1", price: "", discount_percent: "0", tax_id: null, withholding_tax_id: null });

type TaxRecord = { id: string; kind: string; rate: string; base_numerator: number; base_denominator: number };

/** The document's taxes as the server will compute them (core `documentTaxes`), while typing. */
function useTaxes() {
  return useQuery({ queryKey: ["lookup", "master-data/tax", "all"], queryFn: () => api.get<{ data: TaxRecord[] }>("master-data/tax", { params: { per_page: 100 } }), staleTime: 300_000 });
}

function useTotals(lines: Record<string, unknown>[] | undefined) {
  const taxes = useTaxes();
  const rates = new Map<string, DocumentTaxRate>((taxes.data?.data ?? []).map((t) => [t.id, t]));
  const valid = (v: unknown, pattern: RegExp) => (typeof v === "string" && pattern.test(v) ? v : "0");
  try {
    return documentTaxes(
      (lines ?? []).filter(Boolean).map((l) => ({
        quantity: valid(l.quantity, /^\d+(\.\d+)?$/),
        price: valid(l.price, /^\d+(\.\d{1,2})?$/),
        discount_percent: valid(l.discount_percent, /^\d+(\.\d+)?$/),
        tax_ids: [l.tax_id, l.withholding_tax_id].filter((id): id is string => typeof id === "string" && rates.has(id)),
      })),
      rates,
    );
  } catch {
    return null;
  }
}

const toValues = (invoice: PurchaseInvoiceResponse) => ({
  ...invoice,
  rate: rateText(invoice.rate),
  tax_rate: rateText(invoice.tax_rate),
  // A BACC line keeps the job charge line it bills (`job_line_id`); its job is the server's to derive.
  lines: invoice.lines.map(({ line_no: _n, gross: _g, discount: _d, amount: _a, grni_amount: _r, job_id: _j, ...line }) => line),
});

/** The invoice's fields: header, the order lines and advances of a goods invoice, its lines and the totals as typed. */
function InvoiceFields({ form, editable, fromAdvance }: DocumentFormContext<PurchaseInvoiceResponse> & { fromAdvance: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const lines = Form.useWatch("lines", form) as Record<string, unknown>[] | undefined;
  const kind = (Form.useWatch("kind", form) as PurchaseInvoiceKind | undefined) ?? "service";
  const typed = useTotals(lines);
  const taxList = useTaxes();
  const vendorId = Form.useWatch("contact_id", form) as string | undefined;
  const advances = (Form.useWatch("advances", form) as { advance_id: string; amount: string }[] | undefined) ?? [];
  // The due date follows the invoice date and the vendor's term until set by hand.
  useDueDate(form, { dateField: "date", dueField: "due_date", contactField: "contact_id" });
  // A service invoice's currency follows the vendor's and its rate the booking rate of its date, until
  // set by hand; with taxes, its tax rate (KMK) of that date: what its VAT and PPh in base are at.
  const currency = useDocumentCurrency(form, { dateField: "date", contactField: "contact_id" });
  const inCurrency = kind === "service" && currency.foreign;
  const taxRate = useDocumentRate(form, {
    currency: currency.currency,
    base: currency.base,
    dateField: "date",
    field: "tax_rate",
    kind: "tax",
    wanted: kind === "service" && !!typed && (money(typed.vat).greaterThan(0) || money(typed.withholding).greaterThan(0)),
  });
  /** An order line becomes a goods line: what was received and not yet billed, at the order's price and taxes. */
  const addOrderLine = (line: OrderLineToInvoice) => {
    const kinds = new Map((taxList.data?.data ?? []).map((tax) => [tax.id, tax.kind]));
    const vat = line.tax_ids.find((id) => vatKinds.includes(kinds.get(id) as never)) ?? null;
    const withholding = line.tax_ids.find((id) => kinds.has(id) && !vatKinds.includes(kinds.get(id) as never)) ?? null;
    const current = ((form.getFieldValue("lines") as Record<string, unknown>[] | undefined) ?? []).filter((l) => l.product_id || l.account_id || l.purchase_order_line_id);
    const quantity = line.received_not_invoiced_quantity !== "0" ? line.received_not_invoiced_quantity : line.quantity;
    form.setFieldsValue({
      lines: [
        ...current,
        { ...emptyLine(), product_id: line.product_id, description: line.description, quantity, price: line.price, discount_percent: line.discount_percent, tax_id: vat, withholding_tax_id: withholding, purchase_order_line_id: line.order_line_id },
      ],
    });
  };
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="contact_id" label={t("payables.fields.vendor")} required>
            <RecordSelect path="master-data/contact" placeholder={t("payables.fields.vendor_placeholder")} quickCreate={{ initialValues: { contact_types: ["vendor"] } }} data-testid="invoice-vendor" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="vendor_invoice_number" label={t("payables.fields.vendor_invoice_number")} required>
            <Input maxLength={60} data-testid="invoice-vendor-number" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="tax_invoice_number" label={t("payables.fields.tax_invoice_number")} extra={t("payables.fields.tax_invoice_hint")}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <DateField name="date" label={t("payables.fields.date")} required />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <DateField name="due_date" label={t("payables.fields.due_date")} extra={t("payables.fields.due_date_hint")} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="kind" label={t("payables.fields.kind")}>
            <Select options={(fromAdvance ? (["cash_advance"] as const) : (["service", "goods"] as const)).map((k) => ({ value: k, label: t(`payables.kind.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="office_id" label={t("payables.fields.office")}>
            <RecordSelect kind="office" disabled={!editable || !ability.can("read", "MdOffice")} placeholder={t("payables.fields.head_office")} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="tag_ids" label={t("payables.fields.tags")}>
            <RecordSelect path="master-data/tag" multiple disabled={!editable || !ability.can("read", "MdTag")} />
          </Form.Item>
        </Col>
        {kind === "service" && <DocumentCurrencyFields state={currency} taxRate={taxRate} editable={editable} />}
        <Col xs={24} lg={12}>
          <DescriptionField />
        </Col>
      </Row>
      {editable && kind === "goods" && vendorId && (
        <>
          <Divider titlePlacement="start">{t("payables.goods.from_orders")}</Divider>
          <OrderLinesPicker vendorId={vendorId} taken={(lines ?? []).map((l) => l?.purchase_order_line_id as string).filter(Boolean)} onAdd={addOrderLine} />
          <AdvancesPicker vendorId={vendorId} value={advances} onChange={(value) => form.setFieldsValue({ advances: value })} />
        </>
      )}
      <Divider titlePlacement="start">{t("payables.fields.lines")}</Divider>
      <LineItemsEditor form={form} name="lines" config={lineConfigs[kind]} emptyLine={emptyLine} disabled={!editable} testId="invoice-lines" />
      <div style={{ marginTop: 16 }}>
        {typed && (
          <Totals
            values={typed}
            currency={inCurrency ? { currency: currency.currency, base: currency.base, payableBase: currency.rate ? toBase(typed.payable, currency.rate) : null } : null}
          />
        )}
      </div>
    </>
  );
}

/**
 * `/transactions/purchase-invoice/add` (goods), `/invoice-service/add` (service lines),
 * `/detail/:id`, and `/transactions/ap-posting/detail/:id`: a vendor's bill with its lines and
 * taxes, computed once per document as the server does. Approving it ("Approve this invoice ?")
 * posts the AP journal; deleting it removes its journal and its payments. A cash advance's
 * shortfall is made on its own screen; here it is posted, paid or deleted.
 */
export function InvoiceFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const ability = useAbility();
  const list = pathname.startsWith(AP_LIST) ? AP_LIST : LIST;
  const service = pathname.includes("invoice-service");
  const canApprove = ability.can("read", "TxApPosting");
  const approveTexts = { label: t("payables.invoices.approve"), confirm: t("payables.invoices.approve_confirm"), description: t("payables.invoices.approve_text") };
  return (
    <DocumentScreen
      api={invoiceApi}
      id={id}
      queryKey={["transactions", "purchase-invoice"]}
      refresh={[["transactions"], ["payables"]]}
      resource="TxPurchaseInvoice"
      allowed={{ submit: canApprove && ability.can("create", "TxPurchaseInvoice"), approve: canApprove }}
      canEdit={(invoice) => invoice.kind !== "cash_advance"}
      listPath={list}
      detailPath={(invoice) => `${list}/detail/${invoice.id}`}
      title={(invoice) => (invoice ? t("payables.invoices.detail_title", { number: invoice.vendor_invoice_number }) : service ? t("payables.invoices.add_service") : t("payables.invoices.add"))}
      trail={[{ title: t("menu.payables") }, { title: <Link to={list}>{list === AP_LIST ? t("payables.ap.title") : t("payables.invoices.title")}</Link> }]}
      heading={{
        testId: "invoice-heading",
        facts: (invoice) => (
          <>
            {invoice.status === "approved" && <SettlementTag value={invoice.settlement} />}
            <Typography.Text strong>{invoice.number ?? t("lifecycle.no_number")}</Typography.Text>
            {invoice.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: invoice.requested_by_name })}</Typography.Text>}
          </>
        ),
      }}
      submitTexts={approveTexts}
      approveTexts={approveTexts}
      deleteTexts={{ confirm: t("payables.invoices.delete_confirm"), description: t("payables.invoices.delete_text") }}
      actionTestIds={{ approve: "invoice-approve", delete: "invoice-delete" }}
      print={false}
      journal={{ testId: "invoice-posted", text: t("payables.invoices.posted"), link: t("payables.invoices.open_journal") }}
      actions={(invoice) => (
        <>
          {invoice.settlement !== "paid" && invoice.status === "approved" && ability.can("create", "TxPurchasePayment") && (
            <LinkButton icon={<DollarOutlined />} to={`/transactions/purchase-payment/add/${invoice.id}`} data-testid="invoice-pay">
              {t("payables.invoices.pay")}
            </LinkButton>
          )}
          {invoice.status === "approved" && invoice.settlement !== "paid" && invoice.rate === null && ability.can("create", "TxPurchaseInvoice") && (
            <LinkButton icon={<RollbackOutlined />} to={`/transactions/purchase-return/add?invoice=${invoice.id}`} data-testid="invoice-return">
              {t("payables.returns.return_goods")}
            </LinkButton>
          )}
          <LinkButton icon={<PrinterOutlined />} to={`${LIST}/prints/${invoice.id}`} data-testid="invoice-print">
            {t("payables.invoices.print")}
          </LinkButton>
          {invoice.journal_id && (
            <LinkButton icon={<PrinterOutlined />} to={`${LIST}/prints-v2/${invoice.id}`}>
              {t("payables.invoices.print_journal")}
            </LinkButton>
          )}
          <LinkButton icon={<PaperClipOutlined />} to={`${LIST}/listImage/${invoice.id}`}>
            {t("payables.invoices.files")}
          </LinkButton>
        </>
      )}
      above={(invoice) =>
        invoice && (
          <>
            {invoice.kind === "cash_advance" && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t("payables.invoices.from_advance", { number: invoice.cash_advance_number ?? "" })}
                description={<Link to={`/transactions/cash-advance/detail/${invoice.cash_advance_id}`}>{t("payables.invoices.open_advance")}</Link>}
                data-testid="invoice-from-advance"
              />
            )}
            <MatchAlert invoice={invoice} />
          </>
        )
      }
      form={{
        schema: purchaseInvoiceBody,
        toValues,
        initialValues: { kind: service ? "service" : "goods", date: today(), tag_ids: [], advances: [], lines: [emptyLine()] },
        submitSavesChanges: true,
        // Goods and cash advances are billed in the base currency: a currency that followed the vendor is not sent.
        toBody: (values) => (values.kind === "service" ? values : { ...values, currency: null, rate: null, tax_rate: null }),
        testId: "invoice-form",
        buttons: [{ label: t("payables.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(invoice) => <InvoiceView invoice={invoice} />}
      fields={(context) => <InvoiceFields {...context} fromAdvance={context.doc?.kind === "cash_advance"} />}
    />
  );
}
