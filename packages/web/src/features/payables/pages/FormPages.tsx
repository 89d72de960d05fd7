import { PrinterOutlined } from "@ant-design/icons";
import { formPaymentBody, type FormPaymentKind, type FormPaymentResponse } from "@neraca/core";
import { Col, Form, Input, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { formatDate, today } from "../../../lib/dates";
import { formApi, formPaths } from "../api";
import { amountColumn, InvoiceRef } from "../components/invoice-columns";
import { OpenInvoices } from "../components/OpenInvoices";
import { useProblems } from "../components/ProblemList";
import { DateField, DescriptionField } from "../components/fields";

/** Vendor and agent forms ask to pay invoices; advance forms ask for an amount. */
const withInvoices = (kind: FormPaymentKind) => kind === "vendor" || kind === "agent";
const entryOf = (kind: FormPaymentKind) => (withInvoices(kind) ? "invoice" : "add");
const contactType = (kind: FormPaymentKind) => (kind === "agent" || kind === "agent_advance" ? "agent" : "vendor");

/** `/transactions/form-payment/<kind>`: the request-for-payment forms of one kind. */
export function FormListPage({ kind }: { kind: FormPaymentKind }) {
  const { t } = useTranslation();
  const base = `/${formPaths[kind]}`;
  return (
    <DocumentListPage<FormPaymentResponse>
      title={t(`payables.forms.${kind}.title`)}
      subtitle={t("payables.forms.subtitle")}
      group={t("menu.payables")}
      add={[{ to: `${base}/${entryOf(kind)}`, label: t("payables.forms.add"), resource: "TxFormPayment", testId: "form-add" }]}
      queryKey={["transactions", "form-payment", kind]}
      fetch={formApi(kind).list}
      rowPath={(row) => `${base}/detail/${row.id}`}
      testId="form-table"
      filters={{ dateRange: true, status: "all" }}
      columns={[
        documentColumns.date(t("payables.fields.date")),
        documentColumns.number(t("payables.fields.number"), 160),
        { title: t("payables.fields.pay_to"), dataIndex: "contact_name", key: "contact_name" },
        { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (v: string | null) => v || "—" },
        { title: t("payables.fields.currency"), dataIndex: "currency", key: "currency", width: 90 },
        documentColumns.amount(t("payables.fields.amount"), "amount"),
        documentColumns.status(t("payables.fields.status")),
      ]}
    />
  );
}

/** A payment form as it stands once it can no longer be changed. */
function FormView({ doc }: { doc: FormPaymentResponse }) {
  const { t } = useTranslation();
  return (
    <DocumentView<FormPaymentResponse["lines"][number]>
      figures={[
        { label: t("payables.fields.amount"), value: <Amount value={doc.amount} />, testId: "figure-amount" },
        ...(doc.lines.length > 0 ? [{ label: t("payables.fields.invoices"), value: doc.lines.length, testId: "figure-invoices" }] : []),
        { label: t("payables.fields.due_date"), value: doc.due_date ? formatDate(doc.due_date) : "—", testId: "figure-due-date" },
      ]}
      facts={[
        { label: t("payables.fields.pay_to"), value: doc.contact_name ?? "—" },
        { label: t("payables.fields.date"), value: formatDate(doc.date) },
        { label: t("payables.fields.due_date"), value: doc.due_date ? formatDate(doc.due_date) : "—" },
        { label: t("payables.fields.bank_name"), value: doc.bank_name ?? "—" },
        { label: t("payables.fields.bank_account_number"), value: doc.bank_account_number ?? "—" },
        { label: t("payables.fields.bank_account_name"), value: doc.bank_account_name ?? "—" },
        { label: t("payables.fields.office"), value: <RecordLabel kind="office" id={doc.office_id} /> },
        { label: t("payables.fields.currency"), value: doc.currency },
        { label: t("fields.description"), value: doc.description ?? "—", wide: true },
      ]}
      lines={
        doc.lines.length > 0
          ? {
              title: t("payables.forms.invoices"),
              rows: doc.lines,
              columns: [
                { title: t("payables.fields.number"), key: "invoice", render: (_, line) => <InvoiceRef id={line.invoice_id} /> },
                amountColumn(t("payables.fields.to_pay"), "amount"),
              ],
            }
          : undefined
      }
      totals={[{ label: t("payables.fields.amount"), value: <Amount value={doc.amount} strong />, testId: "form-amount-total" }]}
    />
  );
}

/**
 * `/transactions/form-payment/<kind>/invoice|add` and `/detail/:id`: a request for payment to a
 * vendor or an agent (their posted, unpaid invoices) or for an advance (an amount), with the bank
 * account to pay into; numbered when submitted, printed from `report/:id`.
 */
export function FormFormPage({ kind }: { kind: FormPaymentKind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const problems = useProblems();
  const base = `/${formPaths[kind]}`;
  const title = t(`payables.forms.${kind}.title`);
  return (
    <DocumentScreen
      api={formApi(kind)}
      id={id}
      queryKey={["transactions", "form-payment", kind]}
      refresh={[["transactions"], ["payables"]]}
      resource="TxFormPayment"
      listPath={base}
      detailPath={(doc) => `${base}/detail/${doc.id}`}
      title={(doc) => (doc ? `${title} ${doc.number ?? ""}` : t(`payables.forms.${kind}.add`))}
      trail={[{ title: t("menu.payables") }, { title: <Link to={base}>{title}</Link> }]}
      heading={{
        testId: "form-heading",
        facts: (doc) => (
          <>
            <Typography.Text strong>{doc.contact_name}</Typography.Text>
            <Amount value={doc.amount} strong />
          </>
        ),
      }}
      print={false}
      actions={(doc) => (
        <LinkButton icon={<PrinterOutlined />} to={`${base}/report/${doc.id}`} data-testid="form-print">
          {t("payables.forms.print")}
        </LinkButton>
      )}
      form={{
        schema: formPaymentBody,
        toBody: (values) => ({ ...values, lines: withInvoices(kind) ? (values.lines ?? []) : [] }),
        initialValues: { date: today(), currency: "IDR", amount: "", lines: [] },
        onErrors: problems.take,
        testId: "form-payment-form",
        buttons: [{ label: t("payables.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <FormView doc={doc} />}
      fields={({ form }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="contact_id" label={t("payables.fields.pay_to")} required>
                <RecordSelect path="master-data/contact" params={{ type: contactType(kind) }} onChange={() => form.setFieldValue("lines", [])} data-testid="form-contact" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={4}>
              <DateField name="date" label={t("payables.fields.date")} required />
            </Col>
            <Col xs={12} md={6} lg={4}>
              <DateField name="due_date" label={t("payables.fields.due_date")} />
            </Col>
            <Col xs={8} md={4} lg={2}>
              <Form.Item name="currency" label={t("payables.fields.currency")}>
                <Input maxLength={3} />
              </Form.Item>
            </Col>
            {!withInvoices(kind) && (
              <Col xs={16} md={8} lg={6}>
                <Form.Item name="amount" label={t("payables.fields.amount")} required>
                  <MoneyInput data-testid="form-amount" />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8}>
              <Form.Item name="bank_name" label={t("payables.fields.bank_name")} extra={t("payables.forms.bank_hint")}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="bank_account_number" label={t("payables.fields.bank_account_number")}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="bank_account_name" label={t("payables.fields.bank_account_name")}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <DescriptionField rows={2} />
            </Col>
          </Row>
          {withInvoices(kind) && <FormInvoices />}
          {problems.view}
        </>
      )}
    />
  );
}

/** The contact's posted, unpaid invoices the form asks to pay (once a contact is chosen). */
function FormInvoices() {
  const { t } = useTranslation();
  const contactId = Form.useWatch("contact_id") as string | undefined;
  return contactId ? (
    <Form.Item name="lines" label={t("payables.forms.invoices")}>
      <OpenInvoices contactId={contactId} />
    </Form.Item>
  ) : (
    <Form.Item label={t("payables.forms.invoices")}>
      <Typography.Text type="secondary">{t("payables.payments.pick_vendor")}</Typography.Text>
    </Form.Item>
  );
}
