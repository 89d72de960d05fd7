import { describe, expect, it } from "vitest";
import { basisQuantity, buildJobLines, chAccrualPosting, chargeAmount, chargeTax, chargeableWeight, jobProfit, type RateCard, type RatedJob, selectRates } from "./rates.js";

const card = (over: Partial<RateCard>): RateCard => ({
  id: "r1",
  mode: "sea_fcl",
  origin_port_id: "IDTPP",
  destination_port_id: "SGSIN",
  charge_code_id: "OF",
  basis: "container",
  container_type: "20GP",
  agent_id: "agent-sg",
  customer_id: null,
  buy_rate: "300.00",
  sell_rate: "400.00",
  currency: "USD",
  valid_from: "2026-01-01",
  valid_to: "2026-12-31",
  ...over,
});

const job: RatedJob = {
  date: "2026-03-10",
  mode: "sea_fcl",
  customer_id: "cust-a",
  agent_id: "agent-job",
  origin_port_id: "IDTPP",
  destination_port_id: "SGSIN",
  containers: [{ type: "20GP", count: 2 }, { type: "40HC", count: 1 }],
  gross_weight: "18000",
  volume: "60",
  chargeable_weight: null,
};

describe("rate selection", () => {
  it("takes the card valid on the job date, the customer's own before the general one, a named port before any", () => {
    const cards = [
      card({ id: "general", valid_from: "2026-01-01" }),
      card({ id: "any-origin", origin_port_id: null, valid_from: "2026-02-01" }),
      card({ id: "customer", customer_id: "cust-a", sell_rate: "380.00" }),
      card({ id: "other-customer", customer_id: "cust-b", sell_rate: "100.00" }),
      card({ id: "expired", valid_from: "2025-01-01", valid_to: "2025-12-31", sell_rate: "1.00" }),
    ];
    const picked = selectRates(cards, job);
    expect("picks" in picked && picked.picks.map((p) => [p.side, p.card.id])).toEqual([
      ["sell", "customer"],
      ["buy", "customer"],
    ]);
    // Without the override, the named route wins over "any origin", though that one starts later.
    const general = selectRates(cards.filter((c) => c.id !== "customer"), job);
    expect("picks" in general && general.picks.map((p) => p.card.id)).toEqual(["general", "general"]);
  });

  it("picks each side on its own: a customer's own sell rate keeps the general buy rate", () => {
    const picked = selectRates([card({ id: "general" }), card({ id: "customer", customer_id: "cust-a", buy_rate: null, sell_rate: "380.00" })], job);
    expect("picks" in picked && picked.picks.map((p) => [p.side, p.card.id])).toEqual([
      ["sell", "customer"],
      ["buy", "general"],
    ]);
  });

  it("names why nothing priced the job: no card for its route, or none valid on its date", () => {
    expect(selectRates([card({ destination_port_id: "NLRTM" })], job)).toEqual({ skipped: "no_rate" });
    expect(selectRates([card({ valid_to: "2026-02-28" })], job)).toEqual({ skipped: "expired_rate", chargeCodeId: "OF" });
    expect(selectRates([card({ valid_from: "2026-04-01" })], job)).toEqual({ skipped: "expired_rate", chargeCodeId: "OF" });
    // One charge's card ended, another's did not: the job is not priced without it.
    expect(selectRates([card({ id: "thc", charge_code_id: "THC", basis: "shipment", container_type: null }), card({ valid_to: "2026-02-28" })], job)).toEqual({
      skipped: "expired_rate",
      chargeCodeId: "OF",
    });
    // A card of a container type the job does not carry does not count.
    expect(selectRates([card({ container_type: "40GP", valid_to: "2026-02-28" }), card({ id: "ok" })], job)).toMatchObject({ picks: [{ card: { id: "ok" } }, { card: { id: "ok" } }] });
  });
});

describe("basis arithmetic", () => {
  it("counts containers of the type, the gross kg, the CBM and the chargeable weight", () => {
    expect(basisQuantity("container", job, "20GP")).toEqual({ quantity: "2" });
    expect(basisQuantity("container", job, "40GP")).toEqual({ quantity: "0" });
    expect(basisQuantity("kg", job, null)).toEqual({ quantity: "18000.000" });
    expect(basisQuantity("cbm", job, null)).toEqual({ quantity: "60.000" });
    expect(basisQuantity("shipment", job, null)).toEqual({ quantity: "1" });
    // Sea: 1 CBM weighs 1 000 kg, so 60 CBM outweighs 18 000 kg.
    expect(basisQuantity("chargeable_weight", job, null)).toEqual({ quantity: "60000.000" });
    expect(basisQuantity("kg", { ...job, gross_weight: null }, null)).toEqual({ missing: "missing_weight" });
    expect(basisQuantity("cbm", { ...job, volume: null }, null)).toEqual({ missing: "missing_volume" });
  });

  it("air: volume weight at 166.67 kg per CBM, rounded up to the half kilogram; a typed chargeable weight wins", () => {
    expect(chargeableWeight("air", "100", "0.5")).toBe("100.000");
    expect(chargeableWeight("air", "50", "0.5")).toBe("83.500"); // 83.33 → 83.5
    expect(chargeableWeight("air", "10", "0.3")).toBe("50.000"); // exactly 50: not pushed to 50.5
    expect(chargeableWeight("air", "10", "6")).toBe("1000.000");
    expect(chargeableWeight("air", "120.2", null)).toBe("120.500");
    expect(chargeableWeight("air", null, null)).toBeNull();
    const air = { ...job, mode: "air" as const, gross_weight: "50", volume: "0.5" };
    expect(basisQuantity("chargeable_weight", air, null)).toEqual({ quantity: "83.500" });
    expect(basisQuantity("kg", air, null)).toEqual({ quantity: "50.000" });
    expect(basisQuantity("chargeable_weight", { ...air, chargeable_weight: "90" }, null)).toEqual({ quantity: "90.000" });
  });
});

describe("building a job's lines", () => {
  it("a sell line to the customer and a buy line from the card's agent per card; a container type the job lacks adds nothing", () => {
    const built = buildJobLines(
      [card({ id: "of20" }), card({ id: "of40", container_type: "40GP" }), card({ id: "thc", charge_code_id: "THC", basis: "shipment", container_type: null, agent_id: null, currency: "IDR", buy_rate: "1500000", sell_rate: "2000000" })],
      job,
    );
    expect(built).toEqual({
      lines: [
        { side: "sell", charge_code_id: "OF", party_id: "cust-a", basis: "container", quantity: "2", rate: "400.00", currency: "USD", rate_id: "of20" },
        { side: "buy", charge_code_id: "OF", party_id: "agent-sg", basis: "container", quantity: "2", rate: "300.00", currency: "USD", rate_id: "of20" },
        { side: "sell", charge_code_id: "THC", party_id: "cust-a", basis: "shipment", quantity: "1", rate: "2000000", currency: "IDR", rate_id: "thc" },
        { side: "buy", charge_code_id: "THC", party_id: "agent-job", basis: "shipment", quantity: "1", rate: "1500000", currency: "IDR", rate_id: "thc" },
      ],
    });
  });

  it("all or nothing: one card needing a weight the job lacks skips the job", () => {
    const built = buildJobLines([card({ id: "of20" }), card({ id: "kg", charge_code_id: "HAND", basis: "kg", container_type: null })], { ...job, gross_weight: null });
    expect(built).toEqual({ skipped: "missing_weight", chargeCodeId: "HAND" });
  });
});

describe("amounts, tax and profit", () => {
  it("rounds each line half up to the cent; tax at the kind's effective rate", () => {
    expect(chargeAmount("83.5", "4.35")).toBe("363.23"); // 363.225
    expect(chargeTax("10000000.00", "freight")).toBe("110000.00");
    expect(chargeTax("10000000.00", "service")).toBe("1100000.00");
    expect(chargeTax("10000000.00", "exempt")).toBe("0.00");
  });

  it("profit in base and per currency, disbursements left out", () => {
    const profit = jobProfit([
      { side: "sell", currency: "USD", amount: "800.00", amount_base: "12800000.00", is_disbursement: false },
      { side: "buy", currency: "USD", amount: "600.00", amount_base: "9600000.00", is_disbursement: false },
      { side: "sell", currency: "IDR", amount: "2000000.00", amount_base: "2000000.00", is_disbursement: false },
      { side: "buy", currency: "IDR", amount: "1500000.00", amount_base: "1500000.00", is_disbursement: false },
      { side: "sell", currency: "IDR", amount: "5000000.00", amount_base: "5000000.00", is_disbursement: true },
      { side: "buy", currency: "IDR", amount: "5000000.00", amount_base: "5000000.00", is_disbursement: true },
    ]);
    expect(profit.base).toEqual({ sell: "14800000.00", buy: "11100000.00", profit: "3700000.00", margin_percent: "25.00", disbursement_sell: "5000000.00", disbursement_buy: "5000000.00" });
    expect(profit.currencies).toEqual([
      { currency: "IDR", sell: "2000000.00", buy: "1500000.00", profit: "500000.00" },
      { currency: "USD", sell: "800.00", buy: "600.00", profit: "200.00" },
    ]);
  });

  it("the accrual and its reversal cancel out", () => {
    const charges = [
      { side: "sell" as const, amount_base: "1000.00", account_id: "rev", office_id: null, job_label: "JOB-1" },
      { side: "buy" as const, amount_base: "700.00", account_id: "cost", office_id: null, job_label: "JOB-1" },
    ];
    const accounts = { unbilledReceivable: "unbilled", accruedCost: "accrued" };
    const post = chAccrualPosting(charges, accounts);
    const back = chAccrualPosting(charges, accounts, true);
    const net = new Map<string, number>();
    for (const p of [post, back]) for (const l of p?.lines ?? []) net.set(l.accountId, (net.get(l.accountId) ?? 0) + Number(l.debit) - Number(l.credit));
    expect([...net.values()].every((v) => v === 0)).toBe(true);
    expect(post?.lines.map((l) => [l.accountId, String(l.debit), String(l.credit)])).toEqual([
      ["unbilled", "1000", "0"],
      ["rev", "0", "1000"],
      ["cost", "700", "0"],
      ["accrued", "0", "700"],
    ]);
  });
});
