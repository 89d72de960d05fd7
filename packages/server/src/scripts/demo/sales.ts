// The sales part of the demo company: customers, products, a year of invoices with PPN and their
// payments (some with PPh 23 withheld or a bank charge, a few overpaid), and some left overdue, all
// through the API as a user would enter them.
import { formatMoney, money } from "@neraca/core";

type Json = Record<string, any>;

export interface SalesDemoContext {
  call: (method: string, url: string, body?: unknown, token?: string) => Promise<Json>;
  token: string;
  /** The first day of the demo's year. */
  start: Date;
  today: Date;
  offices: Json[];
  tags: Json[];
  random: () => number;
}

const customers = [
  { code: "CUST-ANG", name: "PT Angkasa Pura Logistik", npwp: "01.234.567.8-901.000", term: 30, city: "Tangerang" },
  { code: "CUST-BMI", name: "PT Bumi Makmur Indah", npwp: "3171012345678901", term: 14, city: "Jakarta" },
  { code: "CUST-CHS", name: "CV Cahaya Samudra", npwp: "02.345.678.9-012.000", term: 45, city: "Surabaya" },
  { code: "CUST-DTM", name: "PT Duta Maritim", npwp: "03.456.789.0-123.000", term: 30, city: "Medan" },
  { code: "CUST-EKA", name: "PT Eka Niaga Sentosa", npwp: "04.567.890.1-234.000", term: 60, city: "Semarang" },
  { code: "CUST-FJR", name: "UD Fajar Abadi", npwp: null, term: 7, city: "Makassar" },
];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};

export async function seedSalesDemo({ call, token, start, today, offices, tags, random }: SalesDemoContext): Promise<void> {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const accounts: Record<string, string> = {};
  for (const code of ["4101", "4102", "1102.02"]) {
    const found = (await call("GET", `master-data/chart-of-account?q=${code}&per_page=20`, undefined, token)).data as Json[];
    accounts[code] = (found.find((a) => a.code === code) as Json).id;
  }
  const taxes = Object.fromEntries(((await call("GET", "master-data/tax?per_page=100", undefined, token)).data as Json[]).map((t) => [t.code, t.id]));
  const contactIds: { id: string; services: boolean }[] = [];
  for (const c of customers) {
    const created = await call(
      "POST",
      "master-data/contact",
      { code: c.code, name: c.name, contact_types: ["customer"], npwp: c.npwp, term_of_payment: c.term, address: `Jl. Pelabuhan No. ${c.code.length}, ${c.city}`, city: c.city },
      token,
    );
    contactIds.push({ id: created.data.id, services: c.term >= 30 });
  }
  const products = [
    { code: "SRV-SEA", name: "Jasa freight laut (per kontainer)", product_type: "service", selling_price: "8500000", sales_account_id: accounts["4102"] },
    { code: "SRV-AIR", name: "Jasa freight udara (per kg)", product_type: "service", selling_price: "42000", sales_account_id: accounts["4102"] },
    { code: "SRV-CUS", name: "Jasa kepabeanan", product_type: "service", selling_price: "2750000", sales_account_id: accounts["4102"] },
    { code: "BRG-PLT", name: "Palet kayu", product_type: "goods", selling_price: "185000", sales_account_id: accounts["4101"] },
  ];
  const productIds: Json[] = [];
  for (const p of products) productIds.push({ ...p, id: (await call("POST", "master-data/product", p, token)).data.id });
  const bank = (await call("POST", "master-data/cashbank", { code: "BCA-AR", name: "BCA Penerimaan Pelanggan", account_id: accounts["1102.02"] }, token)).data;

  const quantity = (p: Json) => (p.code === "SRV-AIR" ? String(200 + Math.floor(random() * 1800)) : p.code === "BRG-PLT" ? String(10 + Math.floor(random() * 90)) : String(1 + Math.floor(random() * 4)));
  const todayText = iso(today);
  let invoices = 0;
  let payments = 0;
  for (let m = 0; m < 12; m++) {
    for (let i = 0; i < 8; i++) {
      const date = iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 2 + i * 3)));
      if (date > todayText) continue;
      const customer = pick(contactIds);
      const lines = [pick(productIds), ...(random() < 0.5 ? [pick(productIds)] : [])].map((p) => ({
        product_id: p.id,
        quantity: quantity(p),
        price: p.selling_price,
        discount_percent: random() < 0.2 ? "5" : "0",
        tax_ids: [taxes.PPN11],
      }));
      const created = await call(
        "POST",
        "transactions/sales-invoice",
        { contact_id: customer.id, invoice_date: date, office_id: pick(offices).id, tag_ids: random() < 0.4 ? [pick(tags).id] : [], details: lines },
        token,
      );
      const invoice = (await call("POST", `transactions/sales-invoice/${created.data.id}/submit`, undefined, token)).data;
      invoices++;
      // Most customers pay between a week and two months later; some not yet (overdue).
      const paidOn = addDays(date, 7 + Math.floor(random() * 55));
      if (paidOn > todayText || random() < 0.12) continue;
      const partial = random() < 0.2;
      const amount = partial ? money(invoice.total).dividedBy(2).toDecimalPlaces(0).toFixed(2) : invoice.total;
      const withholding = customer.services && random() < 0.5 ? money(invoice.dpp).times("0.02").toDecimalPlaces(0, 1).toFixed(2) : "0";
      const bankCharge = random() < 0.3 ? "6500" : "0";
      const over = !partial && random() < 0.05 ? "100000" : "0";
      const received = formatMoney(money(amount).minus(withholding).minus(bankCharge).plus(over));
      const deductions = [
        ...(withholding !== "0" ? [{ kind: "withholding", tax_id: taxes.PPH23, amount: withholding, reference: `BP-${date.replaceAll("-", "")}-${i}` }] : []),
        ...(bankCharge !== "0" ? [{ kind: "bank_charge", amount: bankCharge }] : []),
      ];
      await call(
        "POST",
        "transactions/sales-payment",
        { cashbank_id: bank.id, contact_id: customer.id, date: paidOn, received, details: [{ invoice_id: invoice.id, amount }], deductions },
        token,
      );
      payments++;
    }
  }
  console.log(`Sales: ${invoices} invoices and ${payments} customer payments.`);
}
