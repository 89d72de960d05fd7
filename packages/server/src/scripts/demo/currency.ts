// The demo seed's currency part (issue 29, first parts): a year of booking rates (US dollar,
// Singapore dollar) and weekly tax rates (KMK), a bank account in US dollars, an agent abroad and a
// customer that bill in their currencies, and a deposit of dollars journalled at the day's rate —
// entered through the API as a user would.
import { toBase } from "@neraca/core";
import type { DemoCall } from "./procurement.js";

type Json = Record<string, any>;

export interface CurrencyDemoContext {
  call: DemoCall;
  token: string;
  accounts: Record<string, string>;
}

/** A rate that drifts over the year around `around`, deterministic (no randomness in the demo). */
const drift = (around: number, day: number, swing: number) => (around + Math.sin(day / 23) * swing + Math.cos(day / 7) * (swing / 4)).toFixed(2);

export async function seedCurrencyDemo({ call, token, accounts }: CurrencyDemoContext): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const answer = await call("POST", path, body, token);
    if (!answer.data) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data as Json;
  };
  // A year of rates: booking rates on working days, tax rates weekly (Wednesdays, as KMK takes effect).
  const today = new Date();
  let rates = 0;
  for (let back = 365; back >= 0; back--) {
    const d = new Date(today.getTime() - back * 86_400_000);
    const date = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    const rate = (currency: string, kind: string, value: string, source: string) => post("master-data/exchange-rate", { currency, kind, date, rate: value, source });
    if (weekday !== 0 && weekday !== 6) {
      await rate("USD", "booking", drift(16200, back, 250), "BI JISDOR");
      await rate("SGD", "booking", drift(12050, back, 180), "BI kurs tengah");
      rates += 2;
    }
    if (weekday === 3) {
      await rate("USD", "tax", drift(16150, back, 240), "KMK mingguan");
      rates += 1;
    }
  }
  await post("master-data/contact", { code: "V-OCEANLINE", name: "Ocean Line Shipping Pte Ltd", city: "Singapore", contact_types: ["vendor"], currency: "SGD" });
  const pacific = await post("master-data/contact", {
    code: "C-PACIFIC",
    name: "Pacific Spice Importers Inc",
    city: "Los Angeles",
    address: "500 Harbor Blvd, Los Angeles",
    contact_types: ["customer"],
    currency: "USD",
    term_of_payment: 30,
  });
  // A ledger account of its own (a bank account in a foreign currency shares it with no other).
  const bank = await post("master-data/cashbank", { code: "BRI-USD", name: "BRI USD", account_id: accounts["1102.03"], currency: "USD" });
  // A deposit of 5 000 dollars at today's booking rate.
  const date = today.toISOString().slice(0, 10);
  const rate = (await call("GET", `master-data/exchange-rate/at?currency=USD&kind=booking&date=${date}`, undefined, token)).data as Json;
  const base = toBase("5000", rate.rate);
  await post("transactions/journal", {
    date,
    description: "Setoran awal rekening USD",
    details: [
      { account_id: bank.account_id, debit: base, currency: "USD", amount_currency: "5000", rate: rate.rate },
      { account_id: accounts["3101"], credit: base },
    ],
  });
  // Export invoices in dollars at their dates' booking rates; the first partly paid into the dollar
  // account at its day's rate (the realised difference posted), the second open; a draft month-end
  // revaluation shows what the open dollars are worth at that day's rate.
  const day = (back: number) => new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const invoice = async (date: string, lines: [string, string, string][]) => {
    const created = await post("transactions/sales-invoice", {
      contact_id: pacific.id,
      invoice_date: date,
      notes: "FOB Tanjung Priok",
      details: lines.map(([description, quantity, price]) => ({ account_id: accounts["4101"], description, quantity, price })),
    });
    return post(`transactions/sales-invoice/${created.id}/submit`, {});
  };
  const first = await invoice(day(75), [
    ["Lada hitam Lampung, 20 kg karung", "150", "48.50"],
    ["Pala Banda, 25 kg karung", "40", "112.00"],
  ]);
  await invoice(day(20), [["Kayu manis Kerinci, 10 kg karton", "120", "36.75"]]);
  await post("transactions/sales-payment", {
    cashbank_id: bank.id,
    contact_id: pacific.id,
    date: day(40),
    reference: "SWIFT MT103 PSI-0412",
    received: "6000",
    details: [{ invoice_id: first.id, amount: "6000" }],
  });
  // A service bill of an engineering firm abroad in dollars (at its date's booking rate), half paid
  // from the dollar account at its day's rate; the bank's wire fee paid from the same account.
  const atlas = await post("master-data/contact", { code: "V-ATLAS", name: "Atlas Engineering Inc", city: "Houston", contact_types: ["vendor"], currency: "USD", term_of_payment: 30 });
  const bill = await post("transactions/purchase-invoice", {
    kind: "service",
    contact_id: atlas.id,
    vendor_invoice_number: "AE-2026-0107",
    date: day(30),
    description: "Commissioning of the roasting line",
    lines: [{ account_id: accounts["6102"], description: "Commissioning engineer, 4 days", quantity: "4", price: "850" }],
  });
  const posted = await post(`transactions/purchase-invoice/${bill.id}/submit`, {});
  await post("transactions/purchase-payment", { date: day(10), cashbank_id: bank.id, description: "SWIFT AE-2026-0107", lines: [{ invoice_id: posted.id, amount: "1700" }] });
  const types = (await call("GET", "transactions/cashbank/types", undefined, token)).data as Json[];
  const wireFee = types.find((t) => t.code === "BBK-ADM") ?? types.find((t) => t.kind === "bank_out");
  if (wireFee) {
    const fee = await post("transactions/cashbank", {
      transaction_type_id: wireFee.id,
      cashbank_id: bank.id,
      date: day(10),
      description: "Biaya transfer SWIFT",
      details: [{ account_id: accounts["8101"], amount: "25" }],
    });
    await post(`transactions/cashbank/${fee.id}/submit`, {});
  }
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10);
  await post("transactions/exchange-revaluation", { date: monthEnd, description: "Revaluasi akhir bulan" });
  return `${rates} exchange rates, a USD bank account holding USD 5,000, two export invoices in dollars (one partly paid), a dollar service bill half paid and a wire fee from the dollar account, and a draft month-end revaluation`;
}
