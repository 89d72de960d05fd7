import { type ChargeCodeBody, chargeCodeBody, type ChRateBody, chRateBody, formatMoney } from "@neraca/core";
import { and, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { accounts, chargeCodes, chRates, contacts, ports } from "../../db/schema/index.js";
import { assertReference, registerCrud } from "../../platform/crud.js";
import { assertPostableAccount, checkAll } from "../master-data/references.js";

type ChargeCodeRow = typeof chargeCodes.$inferSelect;
type RateRow = typeof chRates.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : d);
const stamps = (r: { createdAt: Date | string; updatedAt: Date | string }) => ({ created_at: iso(r.createdAt), updated_at: iso(r.updatedAt) });

export const presentChargeCode = (c: ChargeCodeRow) => ({
  id: c.id,
  code: c.code,
  name: c.name,
  revenue_account_id: c.revenueAccountId,
  cost_account_id: c.costAccountId,
  tax_kind: c.taxKind,
  is_disbursement: c.isDisbursement,
  is_active: c.isActive,
  description: c.description,
  ...stamps(c),
});

export const presentRate = (r: RateRow) => ({
  id: r.id,
  mode: r.mode,
  origin_port_id: r.originPortId,
  destination_port_id: r.destinationPortId,
  service: r.service,
  charge_code_id: r.chargeCodeId,
  basis: r.basis,
  container_type: r.containerType,
  agent_id: r.agentId,
  customer_id: r.customerId,
  buy_rate: r.buyRate === null ? null : formatMoney(r.buyRate),
  sell_rate: r.sellRate === null ? null : formatMoney(r.sellRate),
  currency: r.currency,
  valid_from: r.validFrom,
  valid_to: r.validTo,
  notes: r.notes,
  ...stamps(r),
});

const bool = z.enum(["true", "false"]).optional();

/**
 * The freight master data: charge codes (`/master-data/charge-code`) and rate cards
 * (`/master-data/ch-rate`), on the common CRUD with import and export (references as codes).
 */
export const freightMasterRoutes: FastifyPluginAsync = async (app) => {
  registerCrud<ChargeCodeRow, ChargeCodeBody, { is_active?: string; is_disbursement?: string }>(app, {
    path: "/master-data/charge-code",
    resource: "MdChargeCode",
    entity: "charge_code",
    table: chargeCodes,
    body: chargeCodeBody,
    tags: ["freight"],
    toColumns: async (b, context) => {
      await checkAll([
        () => assertPostableAccount(context, "revenue_account_id", b.revenue_account_id),
        () => assertPostableAccount(context, "cost_account_id", b.cost_account_id),
      ]);
      return {
        code: b.code,
        name: b.name,
        revenueAccountId: b.revenue_account_id,
        costAccountId: b.cost_account_id,
        taxKind: b.tax_kind,
        isDisbursement: b.is_disbursement,
        isActive: b.is_active,
        description: b.description,
      };
    },
    present: presentChargeCode,
    search: [chargeCodes.code, chargeCodes.name],
    sortable: { code: chargeCodes.code, name: chargeCodes.name, created_at: chargeCodes.createdAt },
    defaultSort: "code",
    uniqueField: "code",
    references: {
      revenue_account_id: { table: accounts, code: accounts.code },
      cost_account_id: { table: accounts, code: accounts.code },
    },
    filters: {
      schema: { is_active: bool, is_disbursement: bool },
      where: (f) =>
        and(
          f.is_active ? eq(chargeCodes.isActive, f.is_active === "true") : undefined,
          f.is_disbursement ? eq(chargeCodes.isDisbursement, f.is_disbursement === "true") : undefined,
        ),
    },
    importable: true,
  });

  registerCrud<RateRow, ChRateBody, { mode?: string; charge_code_id?: string; agent_id?: string; customer_id?: string; valid_on?: string }>(app, {
    path: "/master-data/ch-rate",
    resource: "MdChRate",
    entity: "ch_rate",
    table: chRates,
    body: chRateBody,
    tags: ["freight"],
    toColumns: async (b, context) => {
      await checkAll([
        () => assertReference(context, chargeCodes, "charge_code_id", b.charge_code_id),
        () => assertReference(context, ports, "origin_port_id", b.origin_port_id),
        () => assertReference(context, ports, "destination_port_id", b.destination_port_id),
        () => assertReference(context, contacts, "agent_id", b.agent_id),
        () => assertReference(context, contacts, "customer_id", b.customer_id),
      ]);
      return {
        mode: b.mode,
        originPortId: b.origin_port_id,
        destinationPortId: b.destination_port_id,
        service: b.service,
        chargeCodeId: b.charge_code_id,
        basis: b.basis,
        containerType: b.container_type,
        agentId: b.agent_id,
        customerId: b.customer_id,
        buyRate: b.buy_rate,
        sellRate: b.sell_rate,
        currency: b.currency,
        validFrom: b.valid_from,
        validTo: b.valid_to,
        notes: b.notes,
      };
    },
    present: presentRate,
    search: [chRates.service, chRates.notes, chRates.currency],
    sortable: {
      valid_from: chRates.validFrom,
      valid_to: chRates.validTo,
      mode: chRates.mode,
      created_at: chRates.createdAt,
      origin_port_id: chRates.originPortId,
      destination_port_id: chRates.destinationPortId,
      charge_code_id: chRates.chargeCodeId,
      basis: chRates.basis,
      container_type: chRates.containerType,
      customer_id: chRates.customerId,
    },
    defaultSort: "valid_from",
    // A file's line is one lane's charge from a date: the same twice is refused, other lanes of a charge are not.
    uniqueField: "valid_from",
    uniqueKey: ["mode", "origin_port_id", "destination_port_id", "charge_code_id", "basis", "container_type", "customer_id", "valid_from"],
    references: {
      charge_code_id: { table: chargeCodes, code: chargeCodes.code },
      origin_port_id: { table: ports, code: ports.code },
      destination_port_id: { table: ports, code: ports.code },
      agent_id: { table: contacts, code: contacts.code },
      customer_id: { table: contacts, code: contacts.code },
    },
    filters: {
      schema: {
        mode: z.string().max(20).optional(),
        charge_code_id: z.uuid().optional(),
        agent_id: z.uuid().optional(),
        customer_id: z.uuid().optional(),
        valid_on: z.iso.date().optional(),
      },
      where: (f) =>
        and(
          f.mode ? eq(chRates.mode, f.mode) : undefined,
          f.charge_code_id ? eq(chRates.chargeCodeId, f.charge_code_id) : undefined,
          f.agent_id ? eq(chRates.agentId, f.agent_id) : undefined,
          f.customer_id ? eq(chRates.customerId, f.customer_id) : undefined,
          f.valid_on ? and(lte(chRates.validFrom, f.valid_on), or(isNull(chRates.validTo), gte(chRates.validTo, f.valid_on))) : undefined,
        ),
    },
    importable: true,
  });
};
