// The demo seed's procurement part (issue 12): vendors, products, and purchase requests in every
// state — draft, pending, rejected, cancelled, and approved ones open, partly ordered, ordered, partly
// received, received and closed — with vendor assignments, quotes, orders, receipts and an advance,
// entered through the API as a user would.
type Json = Record<string, any>;
export type DemoCall = (method: string, url: string, body?: unknown, token?: string) => Promise<Json>;

export interface ProcurementDemoContext {
  call: DemoCall;
  token: string;
  /** The last link mailed to an address (invitation), from the app's outbox. */
  lastLink: (email: string) => string;
  accounts: Record<string, string>;
}

const PASSWORD = "Demo12345";

export async function seedProcurementDemo({ call, token, lastLink, accounts }: ProcurementDemoContext): Promise<void> {
  const today = new Date();
  const ym = today.toISOString().slice(0, 7);
  const day = (d: number) => `${ym}-${String(Math.min(d, today.getUTCDate())).padStart(2, "0")}`;
  const post = async (path: string, body: unknown) => (await call("POST", path, body, token)).data as Json;

  // Every company starts with the common units.
  const units = ((await call("GET", "master-data/unit?per_page=100", undefined, token)).data ?? []) as Json[];
  const unitCoded = (code: string) => units.find((u) => u.code === code) as Json;
  const unit = unitCoded("PCS");
  const rim = unitCoded("RIM");
  const vendors = [];
  for (const [code, name, city] of [
    ["V-001", "CV Sinar Kertas Abadi", "Jakarta"],
    ["V-002", "PT Mitra Kantor Sejahtera", "Surabaya"],
    ["V-003", "UD Teknik Dingin", "Jakarta"],
  ] as const) {
    vendors.push(await post("master-data/contact", { code, name, city, contact_types: ["vendor"], term_of_payment: 30 }));
  }
  const [sinar, mitra, teknik] = vendors as [Json, Json, Json];
  const paper = await post("master-data/product", { code: "ATK-KRT", name: "Kertas A4 80g", product_type: "goods", is_inventory: true, unit_id: rim.id, buying_price: "52000", inventory_account_id: accounts["1104"] });
  const toner = await post("master-data/product", { code: "ATK-TNR", name: "Toner printer laser", product_type: "goods", is_inventory: true, unit_id: unit.id, buying_price: "850000", inventory_account_id: accounts["1104"] });
  const service = await post("master-data/product", { code: "JS-AC", name: "Servis AC", product_type: "service", unit_id: unit.id, buying_price: "350000" });
  const bank = await post("master-data/cashbank", { code: "BCA-OPS", name: "BCA Operasional", bank_name: "BCA", account_number: "5430123456", account_id: accounts["1102.02"] });
  const taxes = (await call("GET", "master-data/tax?per_page=50", undefined, token)).data as Json[];
  const ppn = taxes.find((t) => t.code === "PPN11")?.id as string;

  // A purchasing manager approves requests above 50 000 000.
  const role = await post("setting/role", {
    name: "Manajer Pembelian",
    description: null,
    permissions: ["TxPurchaseRequest", "TxPurchaseOrder", "TxGoodsRecipient", "TxModuleApproval", "MonitoringTracking", "ReportMasterPr"].map((resource) => ({ action: "read", resource })),
  });
  const managerEmail = "hendra@neraca.local";
  await post("company/user-invitation", { name: "Hendra Gunawan", email: managerEmail, role_ids: [role.id] });
  await call("POST", "company/user-invitation/activation", { token: lastLink(managerEmail).split("/").pop(), password: PASSWORD, password_confirmation: PASSWORD });
  const manager = await call("POST", "auth/login", { email: managerEmail, password: PASSWORD });
  await call("PUT", "settings/module-approval/purchase_request", { levels: [{ limit_type: "above", amount_min: "50000000", approvers: [{ type: "user", id: manager.data.user.id }] }] }, token);

  const request = async (date: string, requester: string, purpose: string, details: Json[], submit = true) => {
    const created = await post("transactions/purchase-request", { date, requester, purpose, needed_by: day(28), details });
    return submit ? (await call("POST", `transactions/purchase-request/${created.id}/submit`, undefined, token)).data : created;
  };
  const line = (product: Json | null, quantity: string, price: string, description?: string) => ({
    product_id: product?.id ?? null,
    description: description ?? product?.name ?? null,
    quantity,
    unit_id: product?.unit_id ?? unit.id,
    estimated_price: price,
  });
  /** Assigns vendors to every line, prices them, and awards each line as told (vendor index → quantity). */
  const source = async (req: Json, quotes: { line: number; vendor: Json; price: string; award?: string; reason?: string }[]) => {
    const lines = [...new Set(quotes.map((q) => q.line))];
    const sourcing = await post("transactions/purchase-request/assign-vendor", {
      request_id: req.id,
      date: req.date,
      lines: lines.map((l) => ({ request_line_id: req.details[l].id, vendor_ids: quotes.filter((q) => q.line === l).map((q) => q.vendor.id) })),
    });
    const byKey = new Map((sourcing.quotes as Json[]).map((q) => [`${q.request_line_id}:${q.vendor_id}`, q.id]));
    await call(
      "PUT",
      `transactions/purchase-request/assign-price/${sourcing.id}`,
      {
        version: sourcing.version,
        quotes: quotes.map((q) => ({
          quote_id: byKey.get(`${req.details[q.line].id}:${q.vendor.id}`),
          price: q.price,
          delivery_days: 3 + q.line,
          terms: "Franco gudang Jakarta, bayar 30 hari",
          awarded_quantity: q.award ?? "0",
          award_reason: q.reason ?? null,
        })),
      },
      token,
    );
  };
  const order = async (vendor: Json, date: string) => {
    const orderable = (await call("GET", `transactions/purchase-order/orderable?vendor_id=${vendor.id}`, undefined, token)).data as Json[];
    const created = await post("transactions/purchase-order", {
      vendor_id: vendor.id,
      date,
      delivery_date: day(27),
      delivery_address: "Gudang Kantor Pusat, Jl. Jend. Sudirman Kav. 52, Jakarta Selatan",
      terms: "Barang sesuai spesifikasi; pembayaran 30 hari setelah faktur",
      payment_term_days: 30,
      details: orderable.map((o) => ({ quote_id: o.quote_id, request_line_id: o.request_line_id, product_id: o.product_id, description: o.description, quantity: o.remaining_quantity, unit_id: o.unit_id, price: o.price, tax_ids: [ppn] })),
    });
    return (await call("POST", `transactions/purchase-order/${created.id}/submit`, undefined, token)).data as Json;
  };
  const receive = async (po: Json, date: string, quantities: (string | null)[]) =>
    post("transactions/goods-recipient", {
      order_id: po.id,
      date,
      receiver: "Sari Wulandari (gudang)",
      details: (po.details as Json[]).flatMap((l, i) => (quantities[i] ? [{ order_line_id: l.id, quantity: quantities[i] }] : [])),
    });

  // Received in full: paper from the cheaper vendor, the toner split between two vendors.
  const received = await request(day(1), "Rina Marlina (Keuangan)", "ATK bulan ini", [line(paper, "40", "52000"), line(toner, "4", "850000")]);
  await source(received, [
    { line: 0, vendor: sinar, price: "50500", award: "40" },
    { line: 0, vendor: mitra, price: "51800" },
    { line: 1, vendor: sinar, price: "845000", award: "2" },
    { line: 1, vendor: mitra, price: "845000", award: "2" },
  ]);
  const poSinar = await order(sinar, day(3));
  const poMitra = await order(mitra, day(3));
  await receive(poSinar, day(6), ["40", "2"]);
  await receive(poMitra, day(7), ["2"]);

  // Partly received, with an advance paid to the vendor.
  const partly = await request(day(4), "Agus Salim (Operasional)", "Perlengkapan gudang Surabaya", [line(paper, "100", "52000"), line(null, "10", "175000", "Rak besi 5 susun")]);
  await source(partly, [
    { line: 0, vendor: sinar, price: "50000", award: "100" },
    { line: 1, vendor: sinar, price: "180000", award: "10", reason: "Satu pengiriman dengan kertas" },
    { line: 1, vendor: mitra, price: "172500" },
  ]);
  const poPartly = await order(sinar, day(5));
  await post("transactions/purchase-request/payment-advance", { order_id: poPartly.id, cashbank_id: bank.id, date: day(5), amount: "2000000", description: "Uang muka 30%" });
  await receive(poPartly, day(8), ["60", "4"]);

  // Ordered, nothing arrived yet.
  const ordered = await request(day(6), "Budi Santoso (SDM dan Umum)", "Servis AC kantor pusat", [line(service, "6", "350000")]);
  await source(ordered, [
    { line: 0, vendor: teknik, price: "325000", award: "6" },
    { line: 0, vendor: mitra, price: "360000" },
  ]);
  await order(teknik, day(7));

  // Partly ordered: one line ordered, the other assigned vendors and waiting for prices.
  const partlyOrdered = await request(day(8), "Rina Marlina (Keuangan)", "Kebutuhan rapat tahunan", [line(null, "200", "25000", "Map dokumen logo"), line(toner, "2", "850000")]);
  await source(partlyOrdered, [{ line: 0, vendor: mitra, price: "24000", award: "200" }]);
  await order(mitra, day(9));
  await post("transactions/purchase-request/assign-vendor", { request_id: partlyOrdered.id, date: day(9), lines: [{ request_line_id: partlyOrdered.details[1].id, vendor_ids: [sinar.id, mitra.id] }] });

  // Approved and open; one approved and closed by hand; a draft; a cancelled one.
  await request(day(10), "Agus Salim (Operasional)", "Sarung tangan dan helm", [line(null, "50", "45000", "Helm proyek"), line(null, "100", "15000", "Sarung tangan kerja")]);
  const closed = await request(day(10), "Budi Santoso (SDM dan Umum)", "Dispenser air", [line(null, "3", "1250000", "Dispenser air panas dingin")]);
  await call("POST", `transactions/purchase-request/${closed.id}/close-line`, { line_id: closed.details[0].id, reason: "Diganti sewa dispenser dari vendor air" }, token);
  await request(day(12), "Rina Marlina (Keuangan)", "Kalkulator meja", [line(null, "5", "320000", "Kalkulator 12 digit")], false);
  const cancelled = await request(day(11), "Agus Salim (Operasional)", "Palet kayu", [line(null, "30", "95000", "Palet kayu 120x100")]);
  await call("POST", `transactions/purchase-request/${cancelled.id}/cancel`, { note: "Anggaran dialihkan" }, token);

  // Above the purchasing manager's limit: one waits, one was rejected, one approved by him.
  await request(day(13), "Agus Salim (Operasional)", "Forklift listrik 2 ton", [line(null, "1", "385000000", "Forklift listrik 2 ton")]);
  const rejected = await request(day(13), "Budi Santoso (SDM dan Umum)", "Renovasi ruang rapat", [line(null, "1", "95000000", "Renovasi ruang rapat lantai 3")]);
  await call("POST", `transactions/purchase-request/${rejected.id}/reject`, { note: "Tunggu anggaran tahun depan" }, manager.token);
  const big = await request(day(14), "Rina Marlina (Keuangan)", "Laptop tim keuangan", [line(null, "12", "14500000", "Laptop 14 inci i5 16GB")]);
  await call("POST", `transactions/purchase-request/${big.id}/approve`, { note: "Sesuai RKAP" }, manager.token);

  console.log("Procurement: 11 purchase requests in every state, orders, receipts and an advance.");
}
