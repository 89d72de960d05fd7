import type { TestApp } from "./harness.js";
import { accountIds } from "./ledger-helpers.js";

let counter = 0;

/** A company with what sales needs: accounts by code, its starter taxes by code, a customer, two products, a bank account. */
export async function salesFixture(t: TestApp, prefix = "sales") {
  const owner = await t.owner(prefix);
  const acc = await accountIds(t, owner.token);
  const taxList = await t.request("GET", "/api/master-data/tax?per_page=100", { token: owner.token });
  const tax: Record<string, string> = Object.fromEntries(taxList.body.data.map((x: { code: string; id: string }) => [x.code, x.id]));
  const customer = await createCustomer(t, owner.token, { term_of_payment: 30 });
  const goods = await t.request("POST", "/api/master-data/product", {
    token: owner.token,
    body: { code: `BRG${++counter}`, name: "Kardus besar", product_type: "goods", selling_price: "333333", sales_account_id: acc["4101"] },
  });
  const service = await t.request("POST", "/api/master-data/product", {
    token: owner.token,
    body: { code: `JASA${++counter}`, name: "Jasa pengiriman", product_type: "service", sales_account_id: acc["4102"] },
  });
  const bank = await t.request("POST", "/api/master-data/cashbank", {
    token: owner.token,
    body: { code: `BCA${++counter}`, name: "BCA Operasional", account_id: acc["1102.02"] },
  });
  if (goods.status !== 201 || service.status !== 201 || bank.status !== 201) throw new Error(`fixture: ${JSON.stringify([goods.body, service.body, bank.body])}`);
  return { owner, acc, tax, customer, goodsId: goods.body.data.id as string, serviceId: service.body.data.id as string, bankId: bank.body.data.id as string };
}

export async function createCustomer(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  const res = await t.request("POST", "/api/master-data/contact", {
    token,
    body: {
      code: `CUST${++counter}`,
      name: `PT Pelanggan ${counter}`,
      contact_types: ["customer"],
      npwp: "01.250.290.9-801.000",
      address: "Jl. Sudirman 1, Jakarta",
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`customer: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

export type SalesFixture = Awaited<ReturnType<typeof salesFixture>>;

/** A one-line invoice of `price` (PPN 12% on 11/12 when `taxed`), submitted and so approved (no levels). */
export async function approvedInvoice(t: TestApp, f: SalesFixture, date: string, price: string, options: { taxed?: boolean; contactId?: string; dueDate?: string } = {}) {
  const created = await t.request("POST", "/api/transactions/sales-invoice", {
    token: f.owner.token,
    body: {
      contact_id: options.contactId ?? f.customer,
      invoice_date: date,
      ...(options.dueDate ? { due_date: options.dueDate } : {}),
      details: [{ product_id: f.serviceId, quantity: 1, price, tax_ids: options.taxed ? [f.tax.PPN11] : [] }],
    },
  });
  if (created.status !== 201) throw new Error(`invoice: ${JSON.stringify(created.body)}`);
  const submitted = await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: f.owner.token });
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return submitted.body.data as { id: string; number: string; total: string; journal_ids: string[] };
}

export function pay(t: TestApp, f: SalesFixture, date: string, lines: { invoice_id: string; amount: string }[], extra: Record<string, unknown> = {}) {
  const applied = lines.reduce((s, l) => s + Number(l.amount), 0);
  return t.request("POST", "/api/transactions/sales-payment", {
    token: f.owner.token,
    body: { cashbank_id: f.bankId, contact_id: f.customer, date, received: String(applied), details: lines, ...extra },
  });
}

let sequence = 0;
export const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
