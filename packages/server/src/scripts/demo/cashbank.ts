// The demo's cash and bank part (issue 10): the company's cash boxes and bank accounts, a year of
// receipts, payments, transfers and paid requests through the cash and bank API, and last month's
// bank statement of BCA reconciled and finished.
type Json = Record<string, any>;
export type DemoCall = (method: string, url: string, body?: unknown, token?: string) => Promise<Json>;

export interface DemoContext {
  token: string;
  /** Account ids by code. */
  accounts: Record<string, string>;
  /** The first month of activity (its first day) and today. */
  start: Date;
  today: Date;
  /** Deterministic pseudo-random numbers in [0, 1). */
  random: () => number;
  offices: Json[];
}

const pad = (n: number) => String(n).padStart(2, "0");

export async function seedCashbankDemo(call: DemoCall, ctx: DemoContext): Promise<void> {
  const { token, accounts, random } = ctx;
  const a = (code: string) => accounts[code] as string;
  const amount = (min: number, max: number) => String(Math.round((min + random() * (max - min)) / 1000) * 1000);
  const cashbank = async (code: string, name: string, account: string, extra: Json = {}) =>
    (await call("POST", "master-data/cashbank", { code, name, account_id: a(account), ...extra }, token)).data as Json;
  const petty = await cashbank("KK", "Kas Kecil Jakarta", "1101.01");
  const cash = await cashbank("KB", "Kas Besar", "1101.02");
  const mandiri = await cashbank("MDR", "Mandiri Operasional", "1102.01", { bank_name: "Bank Mandiri", account_number: "123-00-0456789-0", account_name: "PT Demo Nusantara Logistik" });
  const bca = await cashbank("BCA", "BCA Operasional", "1102.02", { bank_name: "BCA", account_number: "0123456789", account_name: "PT Demo Nusantara Logistik" });
  await call("PUT", `transactions/cashbank/accounts/${petty.id}/settings`, { negative_balance: "refuse" }, token);
  const types = Object.fromEntries(((await call("GET", "transactions/cashbank/types", undefined, token)).data as Json[]).map((t) => [t.code, t.id]));
  const customers: Json[] = [];
  for (const [code, name] of [["C-MAJU", "PT Maju Jaya Ekspor"], ["C-SAMUDRA", "PT Samudra Kopi Nusantara"], ["C-MESIN", "CV Mesin Sentosa"]] as const) {
    customers.push((await call("POST", "master-data/contact", { code, name, contact_types: ["customer"] }, token).catch(() => ({ data: null }))).data);
  }
  const customer = () => customers.filter(Boolean)[Math.floor(random() * customers.filter(Boolean).length)] ?? null;

  const posted = async (body: Json) => {
    const created = await call("POST", "transactions/cashbank", body, token);
    return (await call("POST", `transactions/cashbank/${created.data.id}/submit`, undefined, token)).data as Json;
  };
  let count = 0;
  for (let m = 0; m < 13; m++) {
    const month = new Date(Date.UTC(ctx.start.getUTCFullYear(), ctx.start.getUTCMonth() + m, 1));
    const ym = month.toISOString().slice(0, 7);
    const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    const day = (d: number) => `${ym}-${pad(Math.min(d, last))}`;
    const todayText = ctx.today.toISOString().slice(0, 10);
    if (day(1) > todayText) break;
    const upTo = (d: number) => day(d) <= todayText;
    // Receipts from customers into BCA and Mandiri, with their invoice numbers as references.
    for (let i = 0; i < 3; i++) {
      if (!upTo(3 + i * 8)) continue;
      const contact = customer();
      await posted({
        transaction_type_id: types.BBM,
        cashbank_id: i === 1 ? mandiri.id : bca.id,
        date: day(3 + i * 8),
        contact_id: contact?.id ?? null,
        reference: `INV/${ym.replace("-", "/")}/${pad(i + 1)}`,
        description: `Penerimaan piutang lain-lain ${contact?.name ?? ""}`.trim(),
        details: [{ account_id: a("1103.03"), amount: amount(25_000_000, 90_000_000) }],
      });
      count++;
    }
    if (upTo(28)) {
      await posted({ transaction_type_id: types["BBM-BUNGA"], cashbank_id: bca.id, date: day(28), description: "Jasa giro", details: [{ account_id: a("7101"), amount: amount(150_000, 450_000) }] });
      await posted({ transaction_type_id: types["BBK-ADM"], cashbank_id: bca.id, date: day(28), description: "Biaya administrasi bank", details: [{ account_id: a("8101"), amount: "25000" }] });
      count += 2;
    }
    // Monthly bank payments: rent and utilities.
    if (upTo(6)) {
      await posted({ transaction_type_id: types.BBK, cashbank_id: mandiri.id, date: day(6), description: "Sewa gudang", details: [{ account_id: a("6102"), amount: amount(10_000_000, 15_000_000) }] });
      count++;
    }
    if (upTo(16)) {
      await posted({ transaction_type_id: types.BBK, cashbank_id: bca.id, date: day(16), description: "Listrik dan telepon", details: [{ account_id: a("6103"), amount: amount(2_000_000, 5_000_000) }] });
      count++;
    }
    // Petty cash: topped up from BCA by transfer (with the bank's charge), then spent.
    if (upTo(2)) {
      const transfer = await call(
        "POST",
        "transactions/cashbank/transfer",
        { date: day(2), from_cashbank_id: bca.id, to_cashbank_id: petty.id, amount: "5000000", charge_amount: "6500", charge_account_id: a("8101"), description: "Pengisian kas kecil" },
        token,
      );
      await call("POST", `transactions/cashbank/transfer/${transfer.data.id}/submit`, undefined, token);
      count++;
    }
    for (let i = 0; i < 4; i++) {
      if (!upTo(4 + i * 6)) continue;
      await posted({
        transaction_type_id: types.BKK,
        cashbank_id: petty.id,
        date: day(4 + i * 6),
        description: ["Bensin dan tol", "Alat tulis kantor", "Konsumsi rapat", "Kurir dokumen"][i],
        details: [{ account_id: a(["6104", "6105", "6110", "6104"][i] as string), amount: amount(150_000, 900_000) }],
      });
      count++;
    }
    if (upTo(9)) {
      await posted({ transaction_type_id: types.BKM, cashbank_id: cash.id, date: day(9), description: "Penjualan barang bekas", details: [{ account_id: a("7102"), amount: amount(300_000, 1_500_000) }] });
      count++;
    }
    // A request for a payment, approved (no level set in the demo) and paid once from Mandiri.
    if (upTo(18)) {
      const request = await call(
        "POST",
        "transactions/cashbank/request",
        { date: day(17), purpose: `Perawatan armada truk ${ym}`, cashbank_id: mandiri.id, details: [{ account_id: a("6107"), amount: amount(3_000_000, 8_000_000) }] },
        token,
      );
      const approved = await call("POST", `transactions/cashbank/request/${request.data.id}/submit`, undefined, token);
      await posted({
        transaction_type_id: types.BBK,
        cashbank_id: mandiri.id,
        date: day(18),
        request_id: approved.data.id,
        description: approved.data.purpose,
        details: approved.data.details.map((l: Json) => ({ account_id: l.account_id, amount: l.amount })),
      });
      count += 2;
    }
  }
  await reconcileLastMonth(call, ctx, bca.id as string, types["BBK-ADM"] as string, a("8101"));
  console.log(`Posted ${count} cash and bank documents and one finished reconciliation.`);
}

/**
 * BCA's statement of last month, as the bank would send it (its book lines, plus a charge the
 * books lack), imported as a BCA CSV, auto-matched, the charge created from its line, finished.
 */
async function reconcileLastMonth(call: DemoCall, ctx: DemoContext, bcaId: string, chargeTypeId: string, chargeAccount: string) {
  const { token } = ctx;
  const first = new Date(Date.UTC(ctx.today.getUTCFullYear(), ctx.today.getUTCMonth() - 1, 1));
  const from = first.toISOString().slice(0, 10);
  const to = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const lines: Json[] = [];
  let opening = "0.00";
  for (let page = 1; page < 50; page++) {
    const book = (await call("GET", `report/cash-bank?cashbank_id=${bcaId}&date_from=${from}&date_to=${to}&per_page=100&page=${page}`, undefined, token)).data;
    if (page === 1) opening = book.opening_balance;
    lines.push(...book.lines);
    if (book.lines.length < 100) break;
  }
  if (lines.length === 0) return;
  const cents = (v: string) => BigInt(v.replace(".", ""));
  const text = (c: bigint) => `${c < 0n ? "-" : ""}${(c < 0n ? -c : c) / 100n}.${pad(Number((c < 0n ? -c : c) % 100n))}`;
  const withCommas = (c: bigint) => text(c < 0n ? -c : c).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  let balance = cents(opening);
  const rows = ["Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo"];
  const row = (date: string, description: string, signed: bigint) => {
    balance += signed;
    const [y, m, d] = date.split("-");
    rows.push(`${d}/${m}/${y},"${description.replace(/"/g, "'")}",0000,"${withCommas(signed)}",${signed < 0n ? "DB" : "CR"},"${withCommas(balance)}"`);
  };
  for (const l of lines) row(l.date, l.description ?? l.number, cents(l.in) - cents(l.out));
  row(to, "BIAYA PENGIRIMAN REKENING KORAN", -1500000n);
  const imported = await call("POST", "transactions/cashbank/rekon", { cashbank_id: bcaId, format: "csv", preset: "bca", save_mapping: true, file_name: `bca-${from.slice(0, 7)}.csv`, content: rows.join("\n") }, token);
  const id = imported.data.id as string;
  const auto = (await call("POST", `transactions/cashbank/rekon/${id}/auto-match`, undefined, token)).data;
  const used = new Set<string>();
  for (const ambiguous of auto.ambiguous as Json[]) {
    const candidate = (ambiguous.candidates as Json[]).find((c) => !used.has(`${c.journal_id}:${c.line_no}`));
    if (!candidate) continue;
    used.add(`${candidate.journal_id}:${candidate.line_no}`);
    await call("POST", `transactions/cashbank/rekon/${id}/match`, { statement_line_ids: [ambiguous.statement_line_id], book_lines: [{ journal_id: candidate.journal_id, line_no: candidate.line_no }] }, token);
  }
  for (const lineId of auto.unmatched as string[]) {
    await call("POST", `transactions/cashbank/rekon/lines/${lineId}/create`, { transaction_type_id: chargeTypeId, account_id: chargeAccount }, token);
  }
  await call("POST", `transactions/cashbank/rekon/${id}/finish`, undefined, token);
}
