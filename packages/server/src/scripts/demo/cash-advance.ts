// The demo company's cash advances (issue #14): employees, a petty cash and a bank account, the
// request approval level, and advances in every state — a draft, pending and rejected request, an
// approved one waiting for the cashier, advances paid, realised (to refund and to top up), closed
// by a refund, by a top-up and by posting to AP (paid, and still owed), and one cancelled — entered
// through the API as people would.
type Json = Record<string, any>;
type Call = (method: string, url: string, body?: unknown, token?: string) => Promise<Json>;

export interface CashAdvanceDemo {
  call: Call;
  /** The owner's token. */
  token: string;
  /** The link of the last mail sent (an invitation), to accept it. */
  lastLink: () => string;
  /** Account id by code. */
  account: (code: string) => string;
  password: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function seedCashAdvances({ call, token, lastLink, account, password }: CashAdvanceDemo): Promise<number> {
  // Dates in this month and the last, which the demo leaves open.
  const today = new Date();
  const day = (offset: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    d.setUTCDate(d.getUTCDate() + offset);
    return iso(d > today ? today : d);
  };
  const employees: Json[] = [];
  for (const [code, name, position] of [
    ["KRY-001", "Agus Prasetyo", "Sales Executive"],
    ["KRY-002", "Rina Marlina", "Operations Supervisor"],
    ["KRY-003", "Yoga Pratama", "Field Coordinator"],
    ["KRY-004", "Siti Nurhaliza", "Customs Officer"],
    ["KRY-005", "Bayu Saputra", "Driver"],
  ]) {
    employees.push((await call("POST", "master-data/employee", { code, name, position }, token)).data);
  }
  const [agus, rina, yoga, siti, bayu] = employees as [Json, Json, Json, Json, Json];
  const kas = (await call("POST", "master-data/cashbank", { code: "KAS-JKT", name: "Kas kecil Jakarta", account_id: account("1101.01") }, token)).data;
  const bank = (await call("POST", "master-data/cashbank", { code: "MDR-OPS", name: "Mandiri operasional", bank_name: "Bank Mandiri", account_id: account("1102.01") }, token)).data;

  // The head of finance approves every request.
  const email = "lestari@neraca.local";
  const role = (await call("POST", "setting/role", { name: "Kepala keuangan", permissions: [{ action: "read", resource: "TxCashAdvanceRequest" }, { action: "read", resource: "TxModuleApproval" }] }, token)).data;
  await call("POST", "company/user-invitation", { name: "Lestari Handayani", email, role_ids: [role.id] }, token);
  await call("POST", "company/user-invitation/activation", { token: lastLink().split("/").pop(), password, password_confirmation: password });
  const approver = await call("POST", "auth/login", { email, password });
  await call("PUT", "settings/module-approval/cash_advance_request", { levels: [{ limit_type: "all", approvers: [{ type: "user", id: approver.data.user.id }] }] }, token);
  const approverToken = approver.token as string;

  let count = 0;
  const request = async (employee: Json, amount: string, date: string, notes: string, type = "travel") => {
    count++;
    return (await call("POST", "transactions/cash-advance/request", { date, purpose_date: date, advance_type: type, employee_id: employee.id, request_amount: amount, notes }, token)).data;
  };
  const submit = (id: string) => call("POST", `transactions/cash-advance/request/${id}/submit`, undefined, token);
  const approve = (id: string, amount: string) => call("POST", `transactions/cash-advance/request-approval/${id}/approve`, { approved_amount: amount }, approverToken);
  const approved = async (employee: Json, amount: string, date: string, notes: string, granted = amount, type = "travel") => {
    const r = await request(employee, amount, date, notes, type);
    await submit(r.id);
    await approve(r.id, granted);
    return r;
  };
  const pay = async (requestId: string, date: string, cashbank = kas) =>
    (await call("POST", "transactions/cash-advance", { cash_advance_request_id: requestId, date, cashbank_id: cashbank.id, description: "Tunai" }, token)).data;
  const realise = async (advanceId: string, date: string, lines: [string, string, string][], submitIt = true) => {
    const details = lines.map(([code, description, amount]) => ({ account_id: account(code), description, amount }));
    const r = (await call("POST", "transactions/cash-advance/realisation", { cash_advance_id: advanceId, date, details }, token)).data;
    if (submitIt) await call("POST", `transactions/cash-advance/realisation/${r.id}/submit`, undefined, token);
    return r;
  };
  const settle = (advanceId: string, date: string, amount: string, cashbank = kas) =>
    call("POST", "transactions/cash-advance/refund", { cash_advance_id: advanceId, date, cashbank_id: cashbank.id, amount }, token);

  // Requests: a draft, one waiting for approval, one rejected, one approved and not paid yet.
  await request(bayu, "750000", day(40), "Servis kendaraan operasional", "operational");
  await submit((await request(siti, "3500000", day(41), "Pengurusan dokumen kepabeanan Tanjung Priok", "project")).id);
  const rejected = await request(yoga, "12000000", day(30), "Survei lokasi gudang Cikarang", "project");
  await submit(rejected.id);
  await call("POST", `transactions/cash-advance/request/${rejected.id}/reject`, { note: "Mohon rincian biaya per hari" }, approverToken);
  await approved(rina, "2000000", day(42), "Kunjungan pelanggan Bandung");

  // Paid, not realised yet (with its realisation still a draft).
  const paid = await pay((await approved(agus, "5000000", day(35), "Perjalanan dinas Surabaya", "4500000")).id, day(36));
  await realise(paid.id, day(42), [["6104", "Tiket pesawat Jakarta–Surabaya", "2350000"]], false);
  // Realised, 450 000 to refund.
  const toRefund = await pay((await approved(yoga, "3000000", day(20), "Koordinasi lapangan Merak")).id, day(21));
  await realise(toRefund.id, day(26), [["6104", "Transport dan tol", "1650000"], ["6110", "Konsumsi tim lapangan", "900000"]]);
  // Realised, 275 000 to top up.
  const toTopUp = await pay((await approved(siti, "1500000", day(22), "Biaya dokumen PIB", "1500000", "project")).id, day(22), bank);
  await realise(toTopUp.id, day(28), [["6110", "Biaya administrasi dokumen", "1775000"]]);
  // Closed by a refund, and closed by a top-up.
  const refunded = await pay((await approved(rina, "2500000", day(3), "Pelatihan operasional Semarang", "2500000", "operational")).id, day(4));
  await realise(refunded.id, day(10), [["6104", "Kereta api dan hotel", "2100000"]]);
  await settle(refunded.id, day(11), "400000");
  const toppedUp = await pay((await approved(agus, "4000000", day(5), "Pameran logistik Jakarta")).id, day(6), bank);
  await realise(toppedUp.id, day(12), [["6106", "Sewa booth dan materi promosi", "4300000"]]);
  await settle(toppedUp.id, day(13), "300000", bank);
  // Posted to AP (cash-advance-ap): spent beyond the advance, owed to the employee and paid later by
  // purchase payment; and one posted and still unpaid.
  const payLater = async (advanceId: string, date: string, amount: string, paidOn: string | null) => {
    const advance = (await call("GET", `transactions/cash-advance/${advanceId}`, undefined, token)).data;
    const invoice = (
      await call(
        "POST",
        "transactions/purchase-invoice",
        {
          kind: "cash_advance",
          cash_advance_id: advanceId,
          contact_id: advance.contact_id,
          vendor_invoice_number: advance.number,
          date,
          description: "Kekurangan uang muka",
          lines: [{ account_id: advance.account_id, description: `Kekurangan uang muka ${advance.number}`, quantity: "1", price: amount }],
        },
        token,
      )
    ).data;
    await call("POST", `transactions/purchase-invoice/${invoice.id}/submit`, undefined, token);
    if (paidOn) await call("POST", "transactions/purchase-payment", { date: paidOn, cashbank_id: bank.id, lines: [{ invoice_id: invoice.id, amount }] }, token);
  };
  const postedPaid = await pay((await approved(yoga, "2000000", day(7), "Instalasi gudang Cikarang", "2000000", "project")).id, day(8), bank);
  await realise(postedPaid.id, day(14), [["6106", "Sewa peralatan dan tenaga bongkar", "2450000"]]);
  await payLater(postedPaid.id, day(15), "450000", day(25));
  const postedOpen = await pay((await approved(bayu, "800000", day(30), "Perjalanan pengiriman Bogor", "800000", "operational")).id, day(31));
  await realise(postedOpen.id, day(33), [["6104", "Bahan bakar dan tol", "925000"]]);
  await payLater(postedOpen.id, day(34), "125000", null);
  // Cancelled: paid by mistake, its journal reversed, and its request paid again.
  const again = await approved(bayu, "600000", day(15), "Bahan bakar armada", "600000", "operational");
  const mistaken = await pay(again.id, day(15), bank);
  await call("POST", `transactions/cash-advance/${mistaken.id}/cancel`, { note: "Salah akun, dibayar dari kas" }, token);
  const repaid = await pay(again.id, day(15));
  await realise(repaid.id, day(18), [["6104", "Bahan bakar", "600000"]]);
  return count;
}
