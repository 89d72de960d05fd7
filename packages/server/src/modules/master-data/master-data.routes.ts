import {
  type CashbankBody,
  cashbankBody,
  type CatalogueItemBody,
  catalogueItemBody,
  type ContactBody,
  contactBody,
  contactTypes,
  type EmployeeBody,
  employeeBody,
  type IntegrationBody,
  integrationBody,
  type PortBody,
  portBody,
  type ProductBody,
  productBody,
  type TaxBody,
  taxBody,
} from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { accounts, cashbanks, catalogueItems, contacts, employees, integrations, memberships, offices, ports, products, taxes, workUnits } from "../../db/schema/index.js";
import { nextContactCode } from "./contact-codes.js";
import { assertReference, type CrudContext, iso, registerCrud } from "../../platform/crud.js";
import { fieldError } from "../../platform/errors.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { rowsOf } from "../reports/report-context.js";
import { assertCatalogue, assertPostableAccount, checkAll } from "./references.js";
import { negativeBalanceDefault, renderTemplate, scaleRate } from "@neraca/core";

type ContactRow = typeof contacts.$inferSelect;
type CatalogueRow = typeof catalogueItems.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type TaxRow = typeof taxes.$inferSelect;
type CashbankRow = typeof cashbanks.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;
type PortRow = typeof ports.$inferSelect;
type IntegrationRow = typeof integrations.$inferSelect;

const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({ created_at: iso(r.createdAt), updated_at: iso(r.updatedAt) });

export const presentContact = (c: ContactRow) => ({
  id: c.id,
  code: c.code,
  name: c.name,
  brand_name: c.brandName,
  contact_types: c.contactTypes,
  is_group: c.isGroup,
  is_droping: c.isDroping,
  group_contact_id: c.groupContactId,
  contact_person: c.contactPerson,
  phone: c.phone,
  email: c.email,
  website: c.website,
  postal_code: c.postalCode,
  address: c.address,
  province: c.province,
  city: c.city,
  district: c.district,
  npwp: c.npwp,
  nppkp: c.nppkp,
  term_of_payment: c.termOfPayment,
  credit_limit: c.creditLimit,
  currency: c.currency,
  receivable_account_id: c.receivableAccountId,
  payable_account_id: c.payableAccountId,
  bank_name: c.bankName,
  bank_branch: c.bankBranch,
  bank_account_name: c.bankAccountName,
  bank_account_number: c.bankAccountNumber,
  is_active: c.isActive,
  ...stamps(c),
});

const presentCatalogue = (c: CatalogueRow) => ({ id: c.id, code: c.code, name: c.name, description: c.description, parent_id: c.parentId, ...stamps(c) });

export const presentProduct = (p: ProductRow) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  unit_id: p.unitId,
  brand_id: p.brandId,
  category_id: p.categoryId,
  sub_category_id: p.subCategoryId,
  product_type: p.productType,
  is_inventory: p.isInventory,
  is_buying: p.isBuying,
  is_selling: p.isSelling,
  buying_price: p.buyingPrice,
  selling_price: p.sellingPrice,
  minimum_stock: p.minimumStock,
  sales_account_id: p.salesAccountId,
  purchase_account_id: p.purchaseAccountId,
  inventory_account_id: p.inventoryAccountId,
  cost_account_id: p.costAccountId,
  sales_return_account_id: p.salesReturnAccountId,
  purchase_return_account_id: p.purchaseReturnAccountId,
  is_active: p.isActive,
  ...stamps(p),
});

/** The effective rate: rate × base share (PPN 12% × 11/12 = 11%), exact to four places. */
export const effectiveRate = (t: Pick<TaxRow, "rate" | "baseNumerator" | "baseDenominator">) =>
  scaleRate(t.rate, t.baseNumerator, t.baseDenominator);

export const presentTax = (t: TaxRow) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  kind: t.kind,
  rate: t.rate,
  base_numerator: t.baseNumerator,
  base_denominator: t.baseDenominator,
  effective_rate: effectiveRate(t),
  sell_account_id: t.sellAccountId,
  buy_account_id: t.buyAccountId,
  description: t.description,
  is_active: t.isActive,
  ...stamps(t),
});

export const presentCashbank = (c: CashbankRow) => ({
  id: c.id,
  code: c.code,
  name: c.name,
  description: c.description,
  bank_name: c.bankName,
  account_name: c.accountName,
  bank_office: c.bankOffice,
  account_number: c.accountNumber,
  account_id: c.accountId,
  is_active: c.isActive,
  negative_balance: c.negativeBalance,
  currency: c.currency,
  ...stamps(c),
});

/** Whether a ledger account has any posting (a cash or bank account's currency is fixed from its first). */
async function hasPostings(context: CrudContext, accountId: string): Promise<boolean> {
  const found = await context.tx.execute(
    sql`SELECT 1 FROM journal_lines WHERE company_id = ${context.actor.companyId} AND account_id = ${accountId}::uuid LIMIT 1`,
  );
  return rowsOf(found).length > 0;
}

/** The ledger subtype of an account of the company (a new cash or bank account's default below zero follows it). */
async function accountSubtype(context: CrudContext, accountId: string): Promise<string | null> {
  const [row] = await context.tx
    .select({ subtype: accounts.subtype })
    .from(accounts)
    .where(and(eq(accounts.companyId, context.actor.companyId), eq(accounts.id, accountId)));
  return row?.subtype ?? null;
}

const presentEmployee = (e: EmployeeRow) => ({
  id: e.id,
  code: e.code,
  employee_id: e.code,
  name: e.name,
  user_id: e.userId,
  work_unit_id: e.workUnitId,
  office_id: e.officeId,
  position: e.position,
  email: e.email,
  phone: e.phone,
  is_active: e.isActive,
  ...stamps(e),
});

const presentPort = (p: PortRow) => ({ id: p.id, code: p.code, name: p.name, city: p.city, country: p.country, ...stamps(p) });

const presentIntegration = (i: IntegrationRow) => ({
  id: i.id,
  code: i.code,
  name: i.name,
  category_id: i.categoryId,
  integration_id: i.integrationId,
  debit_account_id: i.debitAccountId,
  credit_account_id: i.creditAccountId,
  description: i.description,
  ...stamps(i),
});

const bool = z.enum(["true", "false"]).optional();

export const masterDataRoutes: FastifyPluginAsync = async (app) => {
  registerCrud<ContactRow, ContactBody, { type?: string; is_group?: string; group_contact_id?: string; is_active?: string }>(app, {
    path: "/master-data/contact",
    resource: "MdContact",
    entity: "contact",
    table: contacts,
    body: contactBody,
    toColumns: async (b, context) => {
      await checkAll([
        () => assertReference(context, contacts, "group_contact_id", b.group_contact_id, eq(contacts.isGroup, true)),
        () => assertPostableAccount(context, "receivable_account_id", b.receivable_account_id),
        () => assertPostableAccount(context, "payable_account_id", b.payable_account_id),
      ]);
      if (b.group_contact_id && b.group_contact_id === (context.current as ContactRow | undefined)?.id) {
        throw fieldError({ group_contact_id: [renderTemplate("in", "group_contact_id", context.language)] });
      }
      const current = context.current as ContactRow | undefined;
      return {
        code: b.code ?? current?.code ?? (await nextContactCode(context.tx, context.actor.companyId, b.contact_types, context.reserved)),
        name: b.name,
        brandName: b.brand_name,
        contactTypes: [...new Set(b.contact_types)],
        isGroup: b.is_group,
        isDroping: b.is_droping,
        groupContactId: b.group_contact_id,
        contactPerson: b.contact_person,
        phone: b.phone,
        email: b.email,
        website: b.website,
        postalCode: b.postal_code,
        address: b.address,
        province: b.province,
        city: b.city,
        district: b.district,
        npwp: b.npwp,
        nppkp: b.nppkp,
        termOfPayment: b.term_of_payment,
        creditLimit: b.credit_limit,
        currency: b.currency,
        receivableAccountId: b.receivable_account_id,
        payableAccountId: b.payable_account_id,
        bankName: b.bank_name,
        bankBranch: b.bank_branch,
        bankAccountName: b.bank_account_name,
        bankAccountNumber: b.bank_account_number,
        isActive: b.is_active,
      };
    },
    present: presentContact,
    search: [contacts.code, contacts.name, contacts.brandName, contacts.email, contacts.npwp, contacts.city],
    sortable: { code: contacts.code, name: contacts.name, city: contacts.city, created_at: contacts.createdAt },
    defaultSort: "name",
    uniqueField: "code",
    references: {
      group_contact_id: { table: contacts, code: contacts.code, scope: eq(contacts.isGroup, true) },
      receivable_account_id: { table: accounts, code: accounts.code },
      payable_account_id: { table: accounts, code: accounts.code },
    },
    filters: {
      schema: { type: z.enum(contactTypes).optional(), is_group: bool, group_contact_id: z.uuid().optional(), is_active: bool },
      where: (f) =>
        and(
          f.type ? sql`${contacts.contactTypes} @> ARRAY[${f.type}]::text[]` : undefined,
          f.is_group ? eq(contacts.isGroup, f.is_group === "true") : undefined,
          f.group_contact_id ? eq(contacts.groupContactId, f.group_contact_id) : undefined,
          f.is_active ? eq(contacts.isActive, f.is_active === "true") : undefined,
        ),
    },
    importable: true,
  });

  const catalogue = [
    { kind: "unit", path: "unit", resource: "MdUnit", parent: null },
    { kind: "product_brand", path: "product-brand", resource: "MdProductBrand", parent: null },
    { kind: "product_category", path: "product-category", resource: "MdProductCategory", parent: null },
    { kind: "product_sub_category", path: "product-sub-category", resource: "MdProductSubCategory", parent: "product_category" },
  ] as const;
  for (const level of catalogue) {
    registerCrud<CatalogueRow, CatalogueItemBody, { parent_id?: string }>(app, {
      path: `/master-data/${level.path}`,
      resource: level.resource,
      entity: level.kind,
      table: catalogueItems,
      scope: eq(catalogueItems.kind, level.kind),
      body: catalogueItemBody,
      toColumns: async (b, context) => {
        if (level.parent === null && b.parent_id) throw fieldError({ parent_id: [renderTemplate("not_allowed", "parent_id", context.language)] });
        if (level.parent !== null) {
          if (!b.parent_id) throw fieldError({ parent_id: [renderTemplate("required", "category_id", context.language)] });
          await assertCatalogue(context, "parent_id", b.parent_id, level.parent);
        }
        return { kind: level.kind, code: b.code, name: b.name, description: b.description, parentId: b.parent_id };
      },
      present: presentCatalogue,
      search: [catalogueItems.code, catalogueItems.name],
      sortable: { code: catalogueItems.code, name: catalogueItems.name },
      defaultSort: "name",
      uniqueField: "code",
      filters: { schema: { parent_id: z.uuid().optional() }, where: (f) => (f.parent_id ? eq(catalogueItems.parentId, f.parent_id) : undefined) },
      references: level.parent ? { parent_id: { table: catalogueItems, code: catalogueItems.code, scope: eq(catalogueItems.kind, level.parent) } } : undefined,
      importable: true,
    });
  }

  registerCrud<ProductRow, ProductBody, { product_type?: string; category_id?: string; is_active?: string; is_inventory?: string }>(app, {
    path: "/master-data/product",
    resource: "MdProduct",
    entity: "product",
    table: products,
    body: productBody,
    toColumns: async (b, context) => {
      await checkAll([
        () => assertCatalogue(context, "unit_id", b.unit_id, "unit"),
        () => assertCatalogue(context, "brand_id", b.brand_id, "product_brand"),
        () => assertCatalogue(context, "category_id", b.category_id, "product_category"),
        () =>
          assertReference(
            context,
            catalogueItems,
            "sub_category_id",
            b.sub_category_id,
            and(eq(catalogueItems.kind, "product_sub_category"), b.category_id ? eq(catalogueItems.parentId, b.category_id) : undefined),
          ),
        () => assertPostableAccount(context, "sales_account_id", b.sales_account_id),
        () => assertPostableAccount(context, "purchase_account_id", b.purchase_account_id),
        () => assertPostableAccount(context, "inventory_account_id", b.inventory_account_id),
        () => assertPostableAccount(context, "cost_account_id", b.cost_account_id),
        () => assertPostableAccount(context, "sales_return_account_id", b.sales_return_account_id),
        () => assertPostableAccount(context, "purchase_return_account_id", b.purchase_return_account_id),
      ]);
      // A product with stock movements keeps its inventory account and stays in stock: the stock
      // ledger's value is checked against that account, and its cost of goods sold posts from it.
      const current = context.current as { id?: string; name?: string; isInventory?: boolean; inventoryAccountId?: string | null } | undefined;
      if (current?.id && (current.isInventory !== b.is_inventory || (current.inventoryAccountId ?? null) !== (b.inventory_account_id ?? null))) {
        const moved = await context.tx.execute(sql`SELECT 1 FROM stock_lines WHERE company_id = ${context.actor.companyId} AND product_id = ${current.id}::uuid LIMIT 1`);
        if ((moved as unknown as { rows: unknown[] }).rows.length > 0) {
          const field = current.isInventory !== b.is_inventory ? "is_inventory" : "inventory_account_id";
          throw fieldMessage(field, "stock_product_has_stock", context.language, { product: current.name ?? b.name });
        }
      }
      if (b.is_inventory && b.product_type === "service") {
        throw fieldError({ is_inventory: [renderTemplate("in", "is_inventory", context.language)] });
      }
      return {
        code: b.code,
        name: b.name,
        unitId: b.unit_id,
        brandId: b.brand_id,
        categoryId: b.category_id,
        subCategoryId: b.sub_category_id,
        productType: b.product_type,
        isInventory: b.is_inventory,
        isBuying: b.is_buying,
        isSelling: b.is_selling,
        buyingPrice: b.buying_price,
        sellingPrice: b.selling_price,
        minimumStock: b.is_inventory ? b.minimum_stock : null,
        salesAccountId: b.sales_account_id,
        purchaseAccountId: b.purchase_account_id,
        inventoryAccountId: b.inventory_account_id,
        costAccountId: b.cost_account_id,
        salesReturnAccountId: b.sales_return_account_id,
        purchaseReturnAccountId: b.purchase_return_account_id,
        isActive: b.is_active,
      };
    },
    present: presentProduct,
    search: [products.code, products.name],
    sortable: { code: products.code, name: products.name, selling_price: products.sellingPrice, created_at: products.createdAt },
    defaultSort: "code",
    uniqueField: "code",
    references: {
      unit_id: { table: catalogueItems, code: catalogueItems.code, scope: eq(catalogueItems.kind, "unit") },
      brand_id: { table: catalogueItems, code: catalogueItems.code, scope: eq(catalogueItems.kind, "product_brand") },
      category_id: { table: catalogueItems, code: catalogueItems.code, scope: eq(catalogueItems.kind, "product_category") },
      sub_category_id: { table: catalogueItems, code: catalogueItems.code, scope: eq(catalogueItems.kind, "product_sub_category") },
      sales_account_id: { table: accounts, code: accounts.code },
      purchase_account_id: { table: accounts, code: accounts.code },
      inventory_account_id: { table: accounts, code: accounts.code },
      cost_account_id: { table: accounts, code: accounts.code },
      sales_return_account_id: { table: accounts, code: accounts.code },
      purchase_return_account_id: { table: accounts, code: accounts.code },
    },
    filters: {
      schema: { product_type: z.enum(["goods", "service"]).optional(), category_id: z.uuid().optional(), is_active: bool, is_inventory: bool },
      where: (f) =>
        and(
          f.product_type ? eq(products.productType, f.product_type) : undefined,
          f.category_id ? eq(products.categoryId, f.category_id) : undefined,
          f.is_active ? eq(products.isActive, f.is_active === "true") : undefined,
          f.is_inventory ? eq(products.isInventory, f.is_inventory === "true") : undefined,
        ),
    },
    importable: true,
  });

  registerCrud<TaxRow, TaxBody, { kind?: string }>(app, {
    path: "/master-data/tax",
    resource: "MdTax",
    entity: "tax",
    table: taxes,
    body: taxBody,
    toColumns: async (b, context) => {
      await checkAll([
        () => assertPostableAccount(context, "sell_account_id", b.sell_account_id),
        () => assertPostableAccount(context, "buy_account_id", b.buy_account_id),
      ]);
      if (b.base_numerator > b.base_denominator) {
        throw fieldError({ base_numerator: [renderTemplate("max_value", "base_numerator", context.language, { max: b.base_denominator })] });
      }
      return {
        code: b.code,
        name: b.name,
        kind: b.kind,
        rate: b.rate,
        baseNumerator: b.base_numerator,
        baseDenominator: b.base_denominator,
        sellAccountId: b.sell_account_id,
        buyAccountId: b.buy_account_id,
        description: b.description,
        isActive: b.is_active,
      };
    },
    present: presentTax,
    search: [taxes.code, taxes.name],
    sortable: { code: taxes.code, name: taxes.name, rate: taxes.rate },
    defaultSort: "code",
    uniqueField: "code",
    // `kind=vat` or several, `kind=vat,vat_luxury,vat_freight` (the line editors' VAT and withholding pickers).
    filters: {
      schema: { kind: z.string().max(80).optional() },
      where: (f) => (f.kind ? inArray(taxes.kind, (f.kind as string).split(",").filter(Boolean)) : undefined),
    },
    references: { sell_account_id: { table: accounts, code: accounts.code }, buy_account_id: { table: accounts, code: accounts.code } },
    importable: true,
  });

  registerCrud<CashbankRow, CashbankBody, { is_active?: string }>(app, {
    path: "/master-data/cashbank",
    resource: "MdCashbank",
    entity: "cashbank",
    table: cashbanks,
    body: cashbankBody,
    toColumns: async (b, context) => {
      await assertPostableAccount(context, "account_id", b.account_id, ["cash", "bank"]);
      const current = context.current as CashbankRow | undefined;
      if (current && b.currency && b.currency !== current.currency && (await hasPostings(context, current.accountId))) {
        throw fieldMessage("currency", "cashbank_currency_locked", context.language);
      }
      return {
        code: b.code,
        name: b.name,
        description: b.description,
        bankName: b.bank_name,
        accountName: b.account_name,
        bankOffice: b.bank_office,
        accountNumber: b.account_number,
        accountId: b.account_id,
        isActive: b.is_active,
        negativeBalance: b.negative_balance ?? (context.current ? undefined : negativeBalanceDefault(await accountSubtype(context, b.account_id))),
        // Absent: IDR (the column's default) for a new account, its own for an edited one.
        currency: b.currency,
      };
    },
    present: presentCashbank,
    search: [cashbanks.code, cashbanks.name, cashbanks.bankName, cashbanks.accountNumber],
    sortable: { code: cashbanks.code, name: cashbanks.name },
    defaultSort: "code",
    uniqueField: "code",
    filters: { schema: { is_active: bool }, where: (f) => (f.is_active ? eq(cashbanks.isActive, f.is_active === "true") : undefined) },
    references: { account_id: { table: accounts, code: accounts.code } },
    importable: true,
  });

  registerCrud<EmployeeRow, EmployeeBody, { work_unit_id?: string; office_id?: string }>(app, {
    path: "/master-data/employee",
    resource: "MdEmployee",
    entity: "employee",
    table: employees,
    body: employeeBody,
    toColumns: async (b, context) => {
      await checkAll([
        () => assertReference(context, workUnits, "work_unit_id", b.work_unit_id),
        () => assertReference(context, offices, "office_id", b.office_id),
        async () => {
          if (!b.user_id) return;
          const [member] = await context.tx
            .select({ id: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.companyId, context.actor.companyId), eq(memberships.userId, b.user_id)));
          if (!member) throw fieldError({ user_id: [renderTemplate("in", "user_id", context.language)] });
        },
      ]);
      return {
        code: b.code,
        name: b.name,
        userId: b.user_id,
        workUnitId: b.work_unit_id,
        officeId: b.office_id,
        position: b.position,
        email: b.email,
        phone: b.phone,
        isActive: b.is_active,
      };
    },
    present: presentEmployee,
    search: [employees.code, employees.name, employees.position],
    sortable: { code: employees.code, name: employees.name },
    defaultSort: "name",
    uniqueField: "code",
    references: { work_unit_id: { table: workUnits, code: workUnits.code }, office_id: { table: offices, code: offices.code } },
    filters: {
      schema: { work_unit_id: z.uuid().optional(), office_id: z.uuid().optional() },
      where: (f) => and(f.work_unit_id ? eq(employees.workUnitId, f.work_unit_id) : undefined, f.office_id ? eq(employees.officeId, f.office_id) : undefined),
    },
    importable: true,
  });

  for (const kind of ["seaport", "airport"] as const) {
    registerCrud<PortRow, PortBody, Record<string, never>>(app, {
      path: `/master-data/${kind}`,
      resource: kind === "seaport" ? "MdSeaport" : "MdAirport",
      entity: kind,
      table: ports,
      scope: eq(ports.kind, kind),
      body: portBody,
      toColumns: (b) => ({ kind, code: b.code.toUpperCase(), name: b.name, city: b.city, country: b.country }),
      present: presentPort,
      search: [ports.code, ports.name, ports.city, ports.country],
      sortable: { code: ports.code, name: ports.name, city: ports.city },
      defaultSort: "code",
      uniqueField: "code",
      importable: true,
    });
  }

  const integrationKinds = [
    { kind: "category", path: "integration-category", resource: "MdIntegrationCategory" },
    { kind: "integration", path: "intergration", resource: "MdIntegration" },
    { kind: "activity", path: "activity-integration", resource: "MdActivityIntegration" },
  ] as const;
  for (const level of integrationKinds) {
    registerCrud<IntegrationRow, IntegrationBody, { category_id?: string; integration_id?: string }>(app, {
      path: `/master-data/${level.path}`,
      resource: level.resource,
      entity: `integration_${level.kind}`,
      table: integrations,
      scope: eq(integrations.kind, level.kind),
      body: integrationBody,
      toColumns: async (b, context) => {
        const notAllowed = (field: string) => fieldError({ [field]: [renderTemplate("not_allowed", field, context.language)] });
        if (level.kind !== "integration" && b.category_id) throw notAllowed("category_id");
        if (level.kind !== "activity" && (b.integration_id || b.debit_account_id || b.credit_account_id)) {
          throw notAllowed(b.integration_id ? "integration_id" : b.debit_account_id ? "debit_account_id" : "credit_account_id");
        }
        await checkAll([
          () => assertReference(context, integrations, "category_id", b.category_id, eq(integrations.kind, "category")),
          () => assertReference(context, integrations, "integration_id", b.integration_id, eq(integrations.kind, "integration")),
          () => assertPostableAccount(context, "debit_account_id", b.debit_account_id),
          () => assertPostableAccount(context, "credit_account_id", b.credit_account_id),
        ]);
        return {
          kind: level.kind,
          code: b.code,
          name: b.name,
          categoryId: b.category_id,
          integrationId: b.integration_id,
          debitAccountId: b.debit_account_id,
          creditAccountId: b.credit_account_id,
          description: b.description,
        };
      },
      present: presentIntegration,
      search: [integrations.code, integrations.name],
      sortable: { code: integrations.code, name: integrations.name },
      defaultSort: "code",
      uniqueField: "code",
      references: {
        category_id: { table: integrations, code: integrations.code, scope: eq(integrations.kind, "category") },
        integration_id: { table: integrations, code: integrations.code, scope: eq(integrations.kind, "integration") },
        debit_account_id: { table: accounts, code: accounts.code },
        credit_account_id: { table: accounts, code: accounts.code },
      },
      filters: {
        schema: { category_id: z.uuid().optional(), integration_id: z.uuid().optional() },
        where: (f) =>
          and(f.category_id ? eq(integrations.categoryId, f.category_id) : undefined, f.integration_id ? eq(integrations.integrationId, f.integration_id) : undefined),
      },
      importable: true,
    });
  }
};
