// The demo seed's inventory part (issue 28): a small trading line beside the freight business —
// packing supplies bought twice at different prices into the Cakung warehouse, sold from it, one sale
// partly returned, boxes moved to the port warehouse, goods moved to a branch, and a stock opname of
// Cakung — entered through the API as a user would, this month (an open period).
import type { DemoCall } from "./procurement.js";

type Json = Record<string, any>;

export interface InventoryDemoContext {
  call: DemoCall;
  token: string;
  accounts: Record<string, string>;
  /** A branch office to move goods to. */
  branch: string | null;
}

export async function seedInventoryDemo({ call, token, accounts, branch }: InventoryDemoContext): Promise<string> {
  const today = new Date();
  const ym = today.toISOString().slice(0, 7);
  const day = (d: number) => `${ym}-${String(Math.min(d, today.getUTCDate())).padStart(2, "0")}`;
  const post = async (path: string, body: unknown) => {
    const answer = await call("POST", path, body, token);
    if (!answer.data) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data as Json;
  };
  const units = ((await call("GET", "master-data/unit?per_page=100", undefined, token)).data ?? []) as Json[];
  const pcs = units.find((u) => u.code === "PCS") as Json;
  const vendor = await post("master-data/contact", { code: "V-PKG", name: "PT Kemasan Prima", city: "Bekasi", contact_types: ["vendor"], term_of_payment: 30 });
  const customer = await post("master-data/contact", { code: "C-PKG", name: "CV Ekspor Rempah Nusantara", city: "Jakarta", contact_types: ["customer"], term_of_payment: 14, npwp: "02.345.678.9-012.000" });
  const product = (code: string, name: string, buying: string, selling: string, minimum: string) =>
    post("master-data/product", {
      code,
      name,
      product_type: "goods",
      is_inventory: true,
      unit_id: pcs.id,
      buying_price: buying,
      selling_price: selling,
      minimum_stock: minimum,
      inventory_account_id: accounts["1104"],
      sales_account_id: accounts["4101"],
    });
  const pallet = await product("PKG-PLT", "Palet kayu 120×100", "95000", "145000", "40");
  const box = await product("PKG-BOX", "Kardus ekspor 5 lapis", "12500", "19000", "500");
  const wrap = await product("PKG-WRP", "Stretch film 50 cm", "68000", "99000", "30");
  const taxes = (await call("GET", "master-data/tax?per_page=50", undefined, token)).data as Json[];
  const ppn = taxes.find((t) => t.code === "PPN11")?.id as string;
  // Two warehouses of the head office: the main one at Cakung, and one at the port.
  const offices = (await call("GET", "master-data/office?per_page=50", undefined, token)).data as Json[];
  const head = offices.find((o) => o.is_head_office) as Json;
  const cakung = await post("master-data/warehouse", { code: "GDG-CKG", name: "Gudang Cakung", office_id: head.id, address: "Jl. Raya Cakung Cilincing, Jakarta Timur" });
  const priok = await post("master-data/warehouse", { code: "GDG-TPK", name: "Gudang Tanjung Priok", office_id: head.id, address: "Jl. Enggano, Tanjung Priok" });

  // Two receipts of each at different prices.
  const receive = async (date: string, lines: [Json, string, string][]) => {
    const order = await post("transactions/purchase-order", {
      vendor_id: vendor.id,
      date,
      warehouse_id: cakung.id,
      details: lines.map(([p, quantity, price]) => ({ product_id: p.id, quantity, unit_id: pcs.id, price, tax_ids: [ppn] })),
    });
    const approved = (await call("POST", `transactions/purchase-order/${order.id}/submit`, undefined, token)).data as Json;
    await post("transactions/goods-recipient", {
      order_id: order.id,
      date,
      receiver: "Gudang Cakung",
      details: (approved.details as Json[]).map((l, i) => ({ order_line_id: l.id, quantity: (lines[i] as [Json, string, string])[1] })),
    });
  };
  await receive(day(1), [
    [pallet, "120", "95000"],
    [box, "2000", "12500"],
    [wrap, "60", "68000"],
  ]);
  await receive(day(3), [
    [pallet, "80", "101000"],
    [box, "1500", "13200"],
  ]);

  // Sales of the month, one partly returned.
  const sell = async (date: string, lines: [Json, string, string][]) => {
    const invoice = await post("transactions/sales-invoice", {
      contact_id: customer.id,
      invoice_date: date,
      warehouse_id: cakung.id,
      details: lines.map(([p, quantity, price]) => ({ product_id: p.id, quantity, price, tax_ids: [ppn] })),
    });
    return (await call("POST", `transactions/sales-invoice/${invoice.id}/submit`, undefined, token)).data as Json;
  };
  const first = await sell(day(4), [
    [pallet, "90", "145000"],
    [box, "1800", "19000"],
  ]);
  await sell(day(5), [
    [wrap, "35", "99000"],
    [box, "900", "19000"],
  ]);
  const returned = await post("transactions/sales-return", { invoice_id: first.id, date: day(6), notes: "Palet patah saat bongkar", details: [{ line_no: 1, quantity: "4" }] });
  await call("POST", `transactions/sales-return/${returned.id}/submit`, undefined, token);

  // Boxes moved to the port warehouse (no journal: one office), pallets to a branch, then Cakung's count.
  await post("transactions/stock-transfer", {
    date: day(6),
    from_office_id: head.id,
    from_warehouse_id: cakung.id,
    to_office_id: head.id,
    to_warehouse_id: priok.id,
    description: "Kardus untuk stuffing di pelabuhan",
    details: [{ product_id: box.id, quantity: "200" }],
  });
  if (branch) {
    await post("transactions/stock-transfer", { date: day(6), from_office_id: head.id, from_warehouse_id: cakung.id, to_office_id: branch, description: "Stok palet cabang", details: [{ product_id: pallet.id, quantity: "30" }] });
  }
  const opname = await post("transactions/stock-adjustment", {
    date: day(7),
    office_id: head.id,
    warehouse_id: cakung.id,
    description: "Stok opname gudang Cakung",
    details: [
      { product_id: box.id, counted: "585", note: "15 basah" },
      { product_id: wrap.id, counted: "25" },
    ],
  });
  await call("POST", `transactions/stock-adjustment/${opname.id}/submit`, undefined, token);
  return `${[pallet, box, wrap].length} stocked products`;
}
