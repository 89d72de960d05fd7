// The demo seed's freight part (issue 30): the logistics company's charge codes, agents in three
// countries, rate cards for its lanes (sea FCL per container, LCL per CBM, air per chargeable kg), and
// a year of jobs — each month's bookings entered as shipments and generated from the rate cards in one
// batch, a few charges added by hand, most jobs confirmed, the latest still drafts — entered through
// the API as a user would.
import type { DemoCall } from "./procurement.js";

type Json = Record<string, any>;

export interface FreightDemoContext {
  call: DemoCall;
  token: string;
  accounts: Record<string, string>;
}

/** A deterministic spread (no randomness in the demo). */
const spread = (i: number, values: readonly number[]) => values[i % values.length] as number;

export async function seedFreightDemo({ call, token, accounts }: FreightDemoContext): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const answer = await call("POST", path, body, token);
    if (!answer.data) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data as Json;
  };
  const get = async (path: string) => ((await call("GET", path, undefined, token)).data ?? []) as Json[];
  const port = async (kind: "seaport" | "airport", code: string, name: string, city: string, country: string) =>
    (await get(`master-data/${kind}?q=${code}`)).find((p) => p.code === code) ?? (await post(`master-data/${kind}`, { code, name, city, country }));
  const tpp = await port("seaport", "IDTPP", "Tanjung Priok", "Jakarta", "Indonesia");
  const sub = await port("seaport", "IDSUB", "Tanjung Perak", "Surabaya", "Indonesia");
  const sin = await port("seaport", "SGSIN", "Singapore", "Singapore", "Singapore");
  const sha = await port("seaport", "CNSHA", "Shanghai", "Shanghai", "China");
  const rtm = await port("seaport", "NLRTM", "Rotterdam", "Rotterdam", "Netherlands");
  const cgk = await port("airport", "CGK", "Soekarno-Hatta International", "Tangerang", "Indonesia");
  const changi = await port("airport", "SIN", "Changi", "Singapore", "Singapore");

  const charge = (code: string, name: string, tax_kind: string, is_disbursement = false) =>
    post("master-data/charge-code", {
      code,
      name,
      tax_kind,
      is_disbursement,
      revenue_account_id: is_disbursement ? accounts["1103.03"] : accounts["4102"],
      cost_account_id: is_disbursement ? accounts["1103.03"] : accounts["5102"],
    });
  const of = await charge("OF", "Ocean freight", "freight");
  const af = await charge("AF", "Air freight", "freight");
  const thc = await charge("THC", "Terminal handling", "service");
  const doc = await charge("DOC", "Documentation fee", "service");
  const cc = await charge("CC", "Customs clearance", "service");
  const duty = await charge("DUTY", "Import duty paid on behalf", "exempt", true);

  const agent = (code: string, name: string, city: string) => post("master-data/contact", { code, name, city, contact_types: ["agent", "vendor"], currency: "USD", term_of_payment: 30 });
  // The Singapore agent is billed by us too (profit shares): customer and vendor, netted on its statement.
  const agents = { sin: await post("master-data/contact", { code: "AG-SG", name: "Merlion Cargo Pte Ltd", city: "Singapore", contact_types: ["agent", "vendor", "customer"], currency: "USD", term_of_payment: 30 }), sha: await agent("AG-CN", "Shanghai Bund Logistics Co", "Shanghai"), rtm: await agent("AG-NL", "Maas Forwarding B.V.", "Rotterdam") };
  const broker = await post("master-data/contact", { code: "V-PPJK", name: "PT Kepabeanan Prima (PPJK)", city: "Jakarta", contact_types: ["vendor"], term_of_payment: 14 });
  const customs = await post("master-data/contact", { code: "V-KPPBC", name: "KPU Bea dan Cukai Tanjung Priok", city: "Jakarta", contact_types: ["vendor"] });
  const customers = await Promise.all(
    [
      ["C-FRT1", "PT Sinar Furnitur Jepara", "Jepara"],
      ["C-FRT2", "PT Kopi Gayo Ekspor", "Medan"],
      ["C-FRT3", "CV Tekstil Bandung Raya", "Bandung"],
      ["C-FRT4", "PT Elektronik Cikarang", "Bekasi"],
    ].map(([code, name, city]) => post("master-data/contact", { code, name, city, contact_types: ["customer"], term_of_payment: 30 })),
  );

  // Rate cards from a year ago; one lane's card ends within the month (the rate monitor shows it).
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const yearAgo = iso(new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1)));
  const soon = iso(new Date(today.getTime() + 20 * 86_400_000));
  let cards = 0;
  const rate = async (body: Json) => {
    await post("master-data/ch-rate", { valid_from: yearAgo, currency: "USD", ...body });
    cards += 1;
  };
  for (const [dest, a, of20, of40, valid_to] of [
    [sin, agents.sin, [180, 240], [320, 420], null],
    [sha, agents.sha, [260, 340], [480, 610], soon],
    [rtm, agents.rtm, [950, 1250], [1700, 2150], null],
  ] as const) {
    await rate({ mode: "sea_fcl", origin_port_id: tpp.id, destination_port_id: dest.id, charge_code_id: of.id, basis: "container", container_type: "20GP", agent_id: a.id, buy_rate: String(of20[0]), sell_rate: String(of20[1]), valid_to });
    await rate({ mode: "sea_fcl", origin_port_id: tpp.id, destination_port_id: dest.id, charge_code_id: of.id, basis: "container", container_type: "40HC", agent_id: a.id, buy_rate: String(of40[0]), sell_rate: String(of40[1]), valid_to });
    await rate({ mode: "sea_lcl", origin_port_id: tpp.id, destination_port_id: dest.id, charge_code_id: of.id, basis: "cbm", agent_id: a.id, buy_rate: String(Math.round(of20[0] / 12)), sell_rate: String(Math.round(of20[1] / 10)), valid_to });
  }
  await rate({ mode: "sea_fcl", charge_code_id: thc.id, basis: "container", container_type: "20GP", currency: "IDR", buy_rate: "1650000", sell_rate: "2100000" });
  await rate({ mode: "sea_fcl", charge_code_id: thc.id, basis: "container", container_type: "40HC", currency: "IDR", buy_rate: "2450000", sell_rate: "3100000" });
  await rate({ mode: "sea_lcl", charge_code_id: thc.id, basis: "shipment", currency: "IDR", buy_rate: "450000", sell_rate: "750000" });
  for (const mode of ["sea_fcl", "sea_lcl", "air"]) await rate({ mode, charge_code_id: doc.id, basis: "shipment", currency: "IDR", sell_rate: "350000" });
  await rate({ mode: "air", origin_port_id: cgk.id, destination_port_id: changi.id, charge_code_id: af.id, basis: "chargeable_weight", agent_id: agents.sin.id, buy_rate: "1.45", sell_rate: "2.10" });
  // The furniture exporter's own rate to Rotterdam.
  await rate({ mode: "sea_fcl", origin_port_id: tpp.id, destination_port_id: rtm.id, charge_code_id: of.id, basis: "container", container_type: "40HC", customer_id: customers[0]?.id, agent_id: agents.rtm.id, buy_rate: "1700", sell_rate: "2050" });

  // A year of jobs: six bookings a month, generated month by month.
  const lanes = [
    { mode: "sea_fcl", origin: tpp, dest: sin, agent: agents.sin },
    { mode: "sea_fcl", origin: tpp, dest: sha, agent: agents.sha },
    { mode: "sea_fcl", origin: tpp, dest: rtm, agent: agents.rtm },
    { mode: "sea_lcl", origin: tpp, dest: sin, agent: agents.sin },
    { mode: "air", origin: cgk, dest: changi, agent: agents.sin },
    { mode: "sea_fcl", origin: sub, dest: sin, agent: agents.sin },
  ] as const;
  let jobs = 0;
  let confirmed = 0;
  let n = 0;
  for (let back = 11; back >= 0; back--) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const ym = iso(month).slice(0, 7);
    const lastDay = back === 0 ? today.getUTCDate() : new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    const shipments = lanes.map((lane, i) => {
      n += 1;
      const day = Math.max(1, Math.min(lastDay, 3 + i * 4));
      const customer = customers[(n * 3 + back) % customers.length] as Json;
      const containers = lane.mode === "sea_fcl" ? [{ type: spread(n, [0, 1, 1]) ? "40HC" : "20GP", count: spread(n, [1, 2, 1, 3]) }] : [];
      return {
        date: `${ym}-${String(day).padStart(2, "0")}`,
        mode: lane.mode,
        direction: "export",
        customer_id: customer.id,
        agent_id: lane.agent.id,
        origin_port_id: lane.origin.id,
        destination_port_id: lane.dest.id,
        house_document: `HBL-${ym.replace("-", "")}-${String(i + 1).padStart(2, "0")}`,
        carrier: lane.mode === "air" ? "GA 820" : spread(n, [0, 1]) ? "MV Meratus Jayakarta" : "MV SPIL Hana",
        containers,
        gross_weight: String(lane.mode === "air" ? spread(n, [180, 420, 95, 640]) : spread(n, [8200, 14500, 21000, 4800])),
        volume: String(lane.mode === "air" ? spread(n, [1.2, 2.8, 0.4, 3.5]) : spread(n, [12, 28, 33, 6.5])),
      };
    });
    const batch = await post("transactions/ch-bacc/ch/generate", { shipments, description: `Bookings ${ym}` });
    for (const log of batch.logs as Json[]) {
      if (!log.job_id) continue;
      jobs += 1;
      // This month's latest bookings stay drafts; the rest are confirmed, some with an extra charge first.
      if (back === 0 && log.lines > 0 && jobs % 2 === 0) continue;
      if (log.outcome !== "built") continue;
      if (jobs % 3 === 0) {
        const job = (await call("GET", `transactions/ch-bacc/ch/${log.job_id}`, undefined, token)).data as Json;
        const lines = (job.lines as Json[]).map((l) => ({ id: l.id, side: l.side, charge_code_id: l.charge_code_id, party_id: l.party_id, basis: l.basis, quantity: l.quantity, rate: l.rate, currency: l.currency }));
        const extra = jobs % 2 ? [{ side: "sell", charge_code_id: cc.id, quantity: "1", rate: "1250000" }, { side: "buy", charge_code_id: cc.id, quantity: "1", rate: "800000", party_id: broker.id }] : [];
        const disbursed = jobs % 4 === 0 ? [{ side: "sell", charge_code_id: duty.id, quantity: "1", rate: "4350000" }, { side: "buy", charge_code_id: duty.id, quantity: "1", rate: "4350000", party_id: customs.id }] : [];
        await call(
          "PUT",
          `transactions/ch-bacc/ch/${log.job_id}`,
          {
            date: job.date,
            mode: job.mode,
            direction: job.direction,
            customer_id: job.customer_id,
            agent_id: job.agent_id,
            origin_port_id: job.origin_port_id,
            destination_port_id: job.destination_port_id,
            house_document: job.house_document,
            carrier: job.carrier,
            containers: job.containers,
            gross_weight: job.gross_weight,
            volume: job.volume,
            lines: [...lines, ...extra, ...disbursed],
            version: job.version,
          },
          token,
        );
      }
      await call("POST", `transactions/ch-bacc/ch/${log.job_id}/submit`, undefined, token);
      confirmed += 1;
    }
  }
  const billed = await seedBaccDemo(call, token, today, agents.sin.id as string, accounts);
  return `${cards} rate cards, ${jobs} jobs (${confirmed} confirmed), ${billed}`;
}

/**
 * BACC: jobs of two months ago and older are billed — each party's charges of a month, per currency,
 * on one invoice (ours to customers, agents' to us), approved; those of three months ago and older are
 * received and paid; the Singapore agent's profit share is netted against what we owe it.
 */
async function seedBaccDemo(call: FreightDemoContext["call"], token: string, today: Date, sgAgent: string, accounts: Record<string, string>): Promise<string> {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const daysAgo = (n: number) => iso(new Date(today.getTime() - n * 86_400_000));
  const get = async (path: string) => (await call("GET", path, undefined, token)) as Json;
  const post = async (path: string, body?: unknown) => {
    const answer = await call("POST", path, body, token);
    if (!answer?.data) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data as Json;
  };
  const monthEndOf = (date: string) => {
    const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
    return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
  };
  const banks = Object.fromEntries(
    await Promise.all(
      [
        ["IDR", "BCA-AP"],
        ["USD", "BRI-USD"],
      ].map(async ([currency, code]) => [currency, ((await get(`master-data/cashbank?q=${code}`)).data as Json[])[0]?.id as string]),
    ),
  );
  let invoices = 0;
  let settled = 0;
  for (const side of ["ar", "ap"] as const) {
    const lines: Json[] = [];
    for (let page = 1; ; page++) {
      const answer = await get(`transactions/ch-bacc/bacc/lines?side=${side}&date_to=${daysAgo(60)}&per_page=200&page=${page}`);
      lines.push(...(answer.data as Json[]));
      if (lines.length >= (answer.meta as Json).total || (answer.data as Json[]).length === 0) break;
    }
    const groups = new Map<string, Json[]>();
    for (const l of lines) {
      if (!l.party_id) continue;
      const key = `${l.party_id}|${l.currency}|${String(l.job_date).slice(0, 7)}`;
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    for (const [key, group] of groups) {
      const [party, currency, month] = key.split("|") as [string, string, string];
      const date = monthEndOf(`${month}-01`);
      const ids = group.map((l) => l.id as string);
      const invoice =
        side === "ar"
          ? await post("transactions/sales-invoice", { contact_id: party, invoice_date: date, currency, details: ids.map((job_line_id) => ({ job_line_id })) })
          : await post("transactions/purchase-invoice", {
              contact_id: party,
              vendor_invoice_number: `${month.replace("-", "")}-${currency}-${invoices + 1}`,
              date,
              currency,
              lines: ids.map((job_line_id) => ({ job_line_id })),
            });
      const base = side === "ar" ? "transactions/sales-invoice" : "transactions/purchase-invoice";
      const approved = await post(`${base}/${invoice.id}/submit`);
      invoices += 1;
      // Three months and more ago: received or paid 20 days after the month's end (the agent of Singapore waits for its netting).
      const paidOn = iso(new Date(new Date(`${date}T00:00:00Z`).getTime() + 20 * 86_400_000));
      if (date > daysAgo(90) || party === sgAgent || !banks[currency]) continue;
      if (side === "ar") {
        await post("transactions/sales-payment", { cashbank_id: banks[currency], contact_id: party, date: paidOn, received: approved.total, details: [{ invoice_id: invoice.id, amount: approved.total }] });
      } else {
        await post("transactions/purchase-payment", { date: paidOn, cashbank_id: banks[currency], lines: [{ invoice_id: invoice.id, amount: approved.payable_amount }] });
      }
      settled += 1;
    }
  }
  // The Singapore agent's profit share of the quarter (its credit note: our invoice to it), netted against its open invoices to us.
  const share = await post("transactions/sales-invoice", {
    contact_id: sgAgent,
    invoice_date: daysAgo(45),
    currency: "USD",
    notes: "CN-MC-0911 profit share",
    details: [{ account_id: accounts["4102"], description: "Profit share Q3 (agent's credit note CN-MC-0911)", quantity: "1", price: "1850" }],
  });
  await post(`transactions/sales-invoice/${share.id}/submit`);
  const statement = (await get(`transactions/ch-bacc/agent-statement?contact_id=${sgAgent}&currency=USD`)).data as Json;
  const usd = (statement.currencies as Json[])[0];
  if (usd && Number(usd.nettable) > 0) {
    const netting = await post("transactions/ch-bacc/netting", { contact_id: sgAgent, currency: "USD", date: daysAgo(40), description: "Netting profit share Q3" });
    await post(`transactions/ch-bacc/netting/${netting.id}/submit`);
  }
  return `${invoices} BACC invoices (${settled} settled), a netting`;
}
