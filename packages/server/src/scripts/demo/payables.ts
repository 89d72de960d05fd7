// Demo seed, payables part (issue 13): a year of vendor and agent bills posted to AP with PPN and
// PPh 23 / 4(2), monthly payment vouchers paid from the bank, the last weeks left open so the
// payable aging, the outstanding payments and e-Bupot have something to show.
type Json = Record<string, any>;

export interface PayablesDemoContext {
  call: (method: string, url: string, body?: unknown, token?: string) => Promise<Json>;
  token: string;
  account: (code: string) => string;
  start: Date;
  today: Date;
  random: () => number;
}

const vendors = [
  { code: "V-KANTOR", name: "PT Graha Perkantoran Sudirman", npwp: "02.334.556.7-012.000", term: 14, kind: "rent" },
  { code: "V-KONSUL", name: "PT Konsultan Pajak Andal", npwp: "03.445.667.8-013.000", term: 30, kind: "consulting" },
  { code: "V-IT", name: "PT Solusi Teknologi Nusantara", npwp: "04.556.778.9-014.000", term: 30, kind: "it" },
  { code: "V-TRUCK", name: "CV Angkutan Darat Sejahtera", npwp: "05.667.889.0-015.000", term: 21, kind: "trucking" },
  { code: "A-SGP", name: "Straits Forwarding Pte Ltd", npwp: null, term: 45, kind: "agent" },
] as const;

export async function seedPayablesDemo(ctx: PayablesDemoContext): Promise<number> {
  const { call, token } = ctx;
  const taxes = Object.fromEntries(((await call("GET", "master-data/tax?per_page=100", undefined, token)).data as Json[]).map((t) => [t.code, t.id]));
  const contactIds: Record<string, string> = {};
  for (const v of vendors) {
    const types = v.kind === "agent" ? ["agent"] : ["vendor"];
    const body = { code: v.code, name: v.name, contact_types: types, npwp: v.npwp, term_of_payment: v.term, bank_name: "Bank Mandiri", bank_account_name: v.name, bank_account_number: `1230${v.code.length}0${v.term}99` };
    contactIds[v.code] = (await call("POST", "master-data/contact", body, token)).data.id;
  }
  const bank = (await call("POST", "master-data/cashbank", { code: "BCA-AP", name: "Bank BCA Pembayaran Vendor", account_id: ctx.account("1102.01") }, token)).data.id;
  const amount = (min: number, max: number) => String(Math.round((min + ctx.random() * (max - min)) / 1000) * 1000);
  const todayText = ctx.today.toISOString().slice(0, 10);
  let invoices = 0;
  const open: { id: string; date: string; payable: string }[] = [];
  const invoice = async (code: string, date: string, account: string, description: string, price: string, taxIds: { tax?: string; withholding?: string }, objectCode?: string) => {
    const created = await call(
      "POST",
      "transactions/purchase-invoice",
      {
        kind: "service",
        contact_id: contactIds[code],
        vendor_invoice_number: `${code}/${date.slice(0, 7)}/${++invoices}`,
        tax_invoice_number: taxIds.tax ? `010.000-${date.slice(2, 4)}.${String(10000000 + invoices).slice(-8)}` : null,
        date,
        description,
        lines: [{ account_id: ctx.account(account), description, quantity: "1", price, tax_id: taxIds.tax ?? null, withholding_tax_id: taxIds.withholding ?? null, tax_object_code: objectCode ?? null }],
      },
      token,
    );
    const posted = await call("POST", `transactions/purchase-invoice/${created.data.id}/submit`, undefined, token);
    open.push({ id: posted.data.id, date, payable: posted.data.payable_amount });
  };
  for (let m = 0; m < 12; m++) {
    const month = new Date(Date.UTC(ctx.start.getUTCFullYear(), ctx.start.getUTCMonth() + m, 1));
    const ym = month.toISOString().slice(0, 7);
    const day = (d: number) => `${ym}-${String(d).padStart(2, "0")}`;
    if (day(1) > todayText) break;
    if (day(3) <= todayText) await invoice("V-KANTOR", day(3), "6102", `Sewa ruang kantor ${ym}`, "45000000", { withholding: taxes["PPH4-2"] }, "28-403-02");
    if (day(8) <= todayText) await invoice("V-KONSUL", day(8), "6102", `Jasa konsultasi pajak ${ym}`, amount(8_000_000, 15_000_000), { tax: taxes.PPN11, withholding: taxes.PPH23 }, "24-104-01");
    if (day(12) <= todayText) await invoice("V-IT", day(12), "6103", `Layanan cloud dan dukungan TI ${ym}`, amount(12_000_000, 22_000_000), { tax: taxes.PPN11, withholding: taxes.PPH23 }, "24-104-14");
    if (day(18) <= todayText) await invoice("V-TRUCK", day(18), "5102", `Jasa trucking ${ym}`, amount(25_000_000, 60_000_000), { tax: taxes["PPN1.1"], withholding: taxes.PPH23 }, "24-104-14");
    if (day(22) <= todayText) await invoice("A-SGP", day(22), "5102", `Agency fee Singapore ${ym}`, amount(30_000_000, 80_000_000), {});
    // Each month-end voucher gathers what fell due (term passed) and is paid a few days later.
    const payDay = day(28);
    const due = open.filter((i) => i.date < day(1));
    if (due.length === 0 || payDay > todayText) continue;
    const voucher = await call(
      "POST",
      "transactions/payment-voucher",
      { date: day(25), planned_date: payDay, cashbank_id: bank, description: `Pembayaran vendor ${ym}`, lines: due.map((i) => ({ invoice_id: i.id, amount: i.payable })) },
      token,
    );
    // A voucher is numbered when it is submitted: the payment names it by that number.
    const submitted = await call("POST", `transactions/payment-voucher/${voucher.data.id}/submit`, undefined, token);
    await call(
      "POST",
      "transactions/purchase-payment",
      {
        date: payDay,
        cashbank_id: bank,
        voucher_id: voucher.data.id,
        description: `Pembayaran voucher ${submitted.data.number}`,
        lines: due.map((i) => ({ invoice_id: i.id, amount: i.payable })),
        deductions: [{ kind: "charge", account_id: ctx.account("8101"), amount: String(6500 * due.length), description: "Biaya transfer" }],
      },
      token,
    );
    open.splice(0, open.length, ...open.filter((i) => !due.includes(i)));
  }
  return invoices;
}
