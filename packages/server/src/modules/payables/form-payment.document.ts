import { type FormPaymentBody, type FormPaymentKind, formPaymentBody, formatMoney, type MessageKey, money, sumMoney, translate, formPaymentResponse } from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { contacts, formPayments } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { voucherInvoices } from "./payment-voucher.document.js";
import { purchaseInvoiceDocument } from "./purchase-invoice.document.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { vendorOf } from "./payables.shared.js";

export type FormRow = typeof formPayments.$inferSelect & { contactName?: string };
interface FormLine {
  invoice_id: string;
  amount: string;
}

const titles: Record<FormPaymentKind, { en: string; id: string }> = {
  vendor: { en: "Payment form for vendor", id: "Formulir pembayaran vendor" },
  advance: { en: "Payment form for vendor advance", id: "Formulir uang muka vendor" },
  agent: { en: "Payment form for agent", id: "Formulir pembayaran agen" },
  agent_advance: { en: "Payment form for agent advance", id: "Formulir uang muka agen" },
};
const printTitles: Record<FormPaymentKind, MessageKey> = {
  vendor: "payables_print_form_vendor",
  advance: "payables_print_form_advance",
  agent: "payables_print_form_agent",
  agent_advance: "payables_print_form_agent_advance",
};
/** Web and API paths of each form (spec: form payment for vendor, advance and agent, plus agent advance). */
export const formPaymentPaths: Record<FormPaymentKind, string> = {
  vendor: "/transactions/form-payment/vendor",
  advance: "/transactions/form-payment/advance",
  agent: "/transactions/form-payment/agent",
  agent_advance: "/transactions/form-payment/agent-advance",
};

/** A form's amount: its invoices' sum when it names invoices (of its contact, posted, open), else the amount given. */
async function checkForm(ctx: DocumentContext, body: FormPaymentBody) {
  const errors = new FieldProblems(ctx.language);
  const contact = await vendorOf(ctx, body.contact_id);
  const invoices = await voucherInvoices(ctx, body.lines.map((l) => l.invoice_id));
  for (const [i, line] of body.lines.entries()) {
    const invoice = invoices.get(line.invoice_id);
    if (!invoice || invoice.contactId !== body.contact_id) {
      errors.invalid(`lines.${i}.invoice_id`, "invoice_id");
      continue;
    }
    if (invoice.status !== "approved" || money(line.amount).greaterThan(money(invoice.outstanding))) {
      errors.message(`lines.${i}.amount`, "payables_payment_exceeds", { amount: formatMoney(line.amount), number: invoice.number ?? "", outstanding: formatMoney(invoice.outstanding) });
    }
  }
  errors.throwIfAny();
  assertNotBeforeSettled(body.date, [...invoices.values()].map((i) => ({ title: purchaseInvoiceDocument.title, number: i.number, date: i.date })), ctx.language);
  const amount = body.lines.length ? sumMoney(body.lines.map((l) => l.amount)) : money(body.amount);
  if (!amount.greaterThan(0)) errors.message("amount", "payables_invoice_total_zero");
  errors.throwIfAny();
  return { contact, amount };
}

async function loadForms(ctx: DocumentContext, ids: readonly string[], kind: FormPaymentKind) {
  if (ids.length === 0) return new Map<string, FormRow>();
  const rows = await ctx.tx
    .select({ form: formPayments, contactName: contacts.name })
    .from(formPayments)
    .innerJoin(contacts, and(eq(contacts.companyId, formPayments.companyId), eq(contacts.id, formPayments.contactId)))
    .where(and(eq(formPayments.companyId, ctx.actor.companyId), eq(formPayments.kind, kind), inArray(formPayments.id, [...ids])));
  return new Map(rows.map((r) => [r.form.id, { ...r.form, contactName: r.contactName }]));
}

/**
 * The printed request-for-payment forms that go with a payment to a vendor, a vendor advance, an
 * overseas agent or an agent advance: numbered when submitted, printed on the one A4 layout. They
 * post nothing (the payment does).
 */
export function formPaymentDocument(kind: FormPaymentKind): DocumentType<FormPaymentBody, FormRow, typeof formPaymentResponse> {
  return {
    type: `form_payment_${kind}`,
    base: formPaymentPaths[kind],
    resource: "TxFormPayment",
    title: titles[kind],
    numberType: "form_payment",
    cancel: "remove",
    body: formPaymentBody,
    response: formPaymentResponse,
    load: (ctx, ids) => loadForms(ctx, ids, kind),
    async save(ctx, id, body, created) {
      const { contact, amount } = await checkForm(ctx, body);
      const columns = {
        kind,
        date: body.date,
        dueDate: body.due_date,
        contactId: body.contact_id,
        officeId: body.office_id,
        description: body.description,
        currency: body.currency,
        bankName: body.bank_name ?? contact.bankName,
        bankAccountName: body.bank_account_name ?? contact.bankAccountName,
        bankAccountNumber: body.bank_account_number ?? contact.bankAccountNumber,
        amount: amount.toFixed(2),
        lines: body.lines.map((l) => ({ invoice_id: l.invoice_id, amount: money(l.amount).toFixed(2) })),
      };
      const company = ctx.actor.companyId;
      const [row] = created
        ? await ctx.tx
            .insert(formPayments)
            .values({ companyId: company, id, createdBy: ctx.actor.userId, ...columns })
            .returning()
        : await ctx.tx
            .update(formPayments)
            .set({ ...columns, updatedAt: sql`now()` })
            .where(and(eq(formPayments.companyId, company), eq(formPayments.id, id), eq(formPayments.kind, kind)))
            .returning();
      if (!row) throw notFound();
      return row;
    },
    async remove(ctx, id) {
      await ctx.tx.delete(formPayments).where(and(eq(formPayments.companyId, ctx.actor.companyId), eq(formPayments.id, id)));
    },
    summary: (row) => ({ date: row.date, officeId: row.officeId, description: row.description, amount: formatMoney(row.amount) }),
    async print(row, state, ctx) {
      const t = (key: MessageKey) => translate(key, ctx.language);
      const [contact] = await ctx.tx.select().from(contacts).where(and(eq(contacts.companyId, ctx.actor.companyId), eq(contacts.id, row.contactId)));
      if (!contact) throw new AppError(404, "not_found");
      const lines = row.lines as FormLine[];
      const invoices = await voucherInvoices(ctx, lines.map((l) => l.invoice_id));
      const bank = [row.bankName, row.bankAccountNumber, row.bankAccountName].filter(Boolean).join(" · ");
      return {
        title: t(printTitles[kind]),
        number: state.number ?? "—",
        dates: [
          { label: t("print_date"), value: row.date, kind: "date" as const },
          ...(row.dueDate ? [{ label: t("payables_print_due_date"), value: row.dueDate, kind: "date" as const }] : []),
        ],
        party: { label: t("payables_print_pay_to"), name: contact.name, detail: contact.npwp ? `NPWP ${contact.npwp}` : contact.address },
        fields: [
          { label: t("payables_print_bank"), value: bank || null },
          { label: t("payables_print_currency"), value: row.currency },
          { label: t("print_description"), value: row.description },
        ],
        columns: [
          { key: "invoice", title: t("payables_print_invoice") },
          { key: "date", title: t("payables_print_invoice_date"), kind: "date" as const, width: 70 },
          { key: "due_date", title: t("payables_print_due_date"), kind: "date" as const, width: 70 },
          { key: "amount", title: t("payables_print_amount"), kind: "money" as const, width: 90 },
        ],
        lines: lines.length
          ? lines.map((l) => {
              const invoice = invoices.get(l.invoice_id);
              return {
                invoice: [invoice?.number, invoice?.vendorInvoiceNumber].filter(Boolean).join(" / "),
                date: invoice?.date ?? null,
                due_date: invoice?.dueDate ?? null,
                amount: formatMoney(l.amount),
              };
            })
          : [{ invoice: row.description ?? t(printTitles[kind]), date: row.date, due_date: row.dueDate, amount: formatMoney(row.amount) }],
        totals: [{ label: `${t("print_total")} ${row.currency}`, amount: formatMoney(row.amount) }],
        amountInWords: row.currency === "IDR" ? formatMoney(row.amount) : null,
        signatures: [
          { label: t("payables_print_requested_by"), name: state.requestedBy },
          { label: t("payables_print_checked_by"), name: null },
          { label: t("print_approved_by"), name: state.approvedBy },
        ],
      };
    },
    present(row) {
      return {
        id: row.id,
        kind: row.kind as FormPaymentKind,
        date: row.date,
        due_date: row.dueDate,
        contact_id: row.contactId,
        contact_name: row.contactName ?? null,
        office_id: row.officeId,
        description: row.description,
        currency: row.currency,
        bank_name: row.bankName,
        bank_account_name: row.bankAccountName,
        bank_account_number: row.bankAccountNumber,
        amount: formatMoney(row.amount),
        lines: (row.lines as FormLine[]).map((l) => ({ invoice_id: l.invoice_id, amount: formatMoney(l.amount) })),
      };
    },
  };
}
