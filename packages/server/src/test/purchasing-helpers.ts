import { expect } from "vitest";
import type { TestApp } from "./harness.js";
import { accountIds } from "./ledger-helpers.js";

export const PR = "/api/transactions/purchase-request";
export const PO = "/api/transactions/purchase-order";
export const GR = "/api/transactions/goods-recipient";
export const ADV = "/api/transactions/purchase-request/payment-advance";

/** A company's procurement master data: two (three) vendors, a unit, an inventory product and a service. */
export async function procurementSetup(t: TestApp, token: string) {
  const acc = await accountIds(t, token);
  const post = async (path: string, body: unknown) => {
    const res = await t.request("POST", `/api/master-data/${path}`, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };
  // Every company starts with the common units (RIM among them).
  const units = await t.request("GET", "/api/master-data/unit?q=RIM", { token });
  const unit = units.body.data.find((u: { code: string }) => u.code === "RIM").id as string;
  const vendorA = await post("contact", { code: "V-A", name: "CV Alfa", contact_types: ["vendor"] });
  const vendorB = await post("contact", { code: "V-B", name: "PT Beta", contact_types: ["vendor"] });
  const vendorC = await post("contact", { code: "V-C", name: "UD Gamma", contact_types: ["vendor"] });
  const paper = await post("product", { code: "KRT", name: "Kertas A4", product_type: "goods", is_inventory: true, unit_id: unit, inventory_account_id: acc["1104"] });
  const service = await post("product", { code: "SRV", name: "Servis AC", product_type: "service" });
  const taxes = await t.request("GET", "/api/master-data/tax?per_page=50", { token });
  const ppn = taxes.body.data.find((x: { code: string }) => x.code === "PPN11").id as string;
  return { acc, unit, vendorA, vendorB, vendorC, paper, service, ppn };
}

export type Setup = Awaited<ReturnType<typeof procurementSetup>>;

/** A purchase request, submitted (and so approved when no level applies). */
export async function approvedRequest(t: TestApp, token: string, s: Setup, lines: { quantity: string; price: string; product?: string; description?: string }[], submit = true) {
  const res = await t.request("POST", PR, {
    token,
    body: {
      date: "2026-03-02",
      requester: "Budi (Umum)",
      needed_by: "2026-03-20",
      purpose: "Kebutuhan kantor",
      details: lines.map((l) => ({ product_id: l.product ?? null, description: l.description ?? null, quantity: l.quantity, unit_id: s.unit, estimated_price: l.price })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (!submit) return res.body.data;
  const submitted = await t.request("POST", `${PR}/${res.body.data.id}/submit`, { token });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

/** Assigns vendors to lines, then prices with awards; answers the priced sourcing. */
export async function source(
  t: TestApp,
  token: string,
  requestId: string,
  lines: { lineId: string; quotes: { vendor: string; price: string; award?: string; reason?: string }[] }[],
) {
  const assigned = await t.request("POST", `${PR}/assign-vendor`, {
    token,
    body: { request_id: requestId, date: "2026-03-03", lines: lines.map((l) => ({ request_line_id: l.lineId, vendor_ids: l.quotes.map((q) => q.vendor) })) },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  const sourcing = assigned.body.data;
  const quotes = lines.flatMap((l) =>
    l.quotes.map((q) => {
      const quote = sourcing.quotes.find((x: { request_line_id: string; vendor_id: string }) => x.request_line_id === l.lineId && x.vendor_id === q.vendor);
      return { quote_id: quote.id, price: q.price, delivery_days: 3, terms: "30 hari", awarded_quantity: q.award ?? "0", award_reason: q.reason ?? null };
    }),
  );
  const priced = await t.request("PUT", `${PR}/assign-price/${sourcing.id}`, { token, body: { version: sourcing.version, quotes } });
  return priced;
}

/** A purchase order from the orderable quotes of a vendor, submitted. */
export async function orderFromQuotes(t: TestApp, token: string, vendorId: string, extra: Record<string, unknown> = {}, quantities?: Record<string, string>) {
  const orderable = await t.request("GET", `${PO}/orderable?vendor_id=${vendorId}`, { token });
  expect(orderable.status).toBe(200);
  const details = orderable.body.data.map((o: { quote_id: string; request_line_id: string; product_id: string | null; description: string | null; remaining_quantity: string; price: string; unit_id: string | null }) => ({
    quote_id: o.quote_id,
    request_line_id: o.request_line_id,
    product_id: o.product_id,
    description: o.description,
    quantity: quantities?.[o.request_line_id] ?? o.remaining_quantity,
    unit_id: o.unit_id,
    price: o.price,
  }));
  return t.request("POST", PO, { token, body: { vendor_id: vendorId, date: "2026-03-05", delivery_address: "Gudang Jakarta", details, ...extra } });
}
