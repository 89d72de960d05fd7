import type { TestApp } from "./harness.js";
import { accountIds } from "./ledger-helpers.js";

let counter = 0;

/**
 * A forwarder's master data (issue 30): accounts by code, charge codes (ocean freight at the freight
 * VAT, terminal handling as a service, duties as a disbursement), two seaports and two airports, a
 * customer and an agent in Singapore, and a booking rate for the dollar.
 */
export async function freightFixture(t: TestApp, token: string, options: { usdRate?: string; rateDate?: string } = {}) {
  const n = ++counter;
  const acc = await accountIds(t, token);
  const post = async (path: string, body: unknown) => {
    const res = await t.request("POST", `/api${path}`, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const charge = (code: string, tax_kind: string, is_disbursement = false) =>
    post("/master-data/charge-code", {
      code: `${code}${n}`,
      name: code,
      revenue_account_id: is_disbursement ? acc["1103.03"] : acc["4102"],
      cost_account_id: is_disbursement ? acc["1103.03"] : acc["5102"],
      tax_kind,
      is_disbursement,
    });
  const of = await charge("OF", "freight");
  const thc = await charge("THC", "service");
  const duty = await charge("DUTY", "exempt", true);
  const port = (kind: "seaport" | "airport", code: string) => post(`/master-data/${kind}`, { code: `${code}`.slice(0, kind === "airport" ? 3 : 5), name: `${code} port ${n}` });
  const suffix = String.fromCharCode(65 + (n % 26));
  const tpp = await port("seaport", `IDTP${suffix}`);
  const sin = await port("seaport", `SGSI${suffix}`);
  const cgk = await port("airport", `CG${suffix}`);
  const changi = await port("airport", `SI${suffix}`);
  const customer = await post("/master-data/contact", { code: `FCUST${n}`, name: `PT Importir ${n}`, contact_types: ["customer"] });
  const agent = await post("/master-data/contact", { code: `FAG${n}`, name: `Lion Freight Pte ${n}`, contact_types: ["agent", "vendor"], currency: "USD" });
  await t.request("POST", "/api/master-data/exchange-rate", { token, body: { currency: "USD", kind: "booking", date: options.rateDate ?? "2026-01-01", rate: options.usdRate ?? "16000" } });
  return { acc, charges: { of, thc, duty }, ports: { tpp, sin, cgk, changi }, customer, agent };
}

export type FreightFixture = Awaited<ReturnType<typeof freightFixture>>;
