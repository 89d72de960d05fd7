import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { companyRef, moneyColumn, stamps } from "./columns.js";
import { offices } from "./companies.js";
import { accounts, workUnits } from "./ledger.js";

const codeUnique = (name: string, t: { companyId: unknown; code: unknown }) =>
  uniqueIndex(name).on(t.companyId as never, sql`lower(${t.code})`);
const accountFk = (t: { companyId: unknown }, column: unknown) =>
  foreignKey({ columns: [t.companyId as never, column as never], foreignColumns: [accounts.companyId, accounts.id] });

export const contacts = pgTable(
  "contacts",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    brandName: text("brand_name"),
    contactTypes: text("contact_types").array().notNull().default(sql`'{}'::text[]`),
    isGroup: boolean("is_group").notNull().default(false),
    isDroping: boolean("is_droping").notNull().default(false),
    groupContactId: uuid("group_contact_id"),
    contactPerson: text("contact_person"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    postalCode: text("postal_code"),
    address: text("address"),
    province: text("province"),
    city: text("city"),
    district: text("district"),
    npwp: text("npwp"),
    nppkp: text("nppkp"),
    termOfPayment: integer("term_of_payment"),
    /** What the customer may owe at most (base currency); none: no limit. The bad-payor report reads it. */
    creditLimit: moneyColumn("credit_limit"),
    /** The currency its documents default to (null: the base currency). */
    currency: text("currency"),
    receivableAccountId: uuid("receivable_account_id"),
    payableAccountId: uuid("payable_account_id"),
    bankName: text("bank_name"),
    bankBranch: text("bank_branch"),
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    codeUnique("contacts_code_uq", t),
    foreignKey({ columns: [t.companyId, t.groupContactId], foreignColumns: [t.companyId, t.id] }),
    accountFk(t, t.receivableAccountId),
    accountFk(t, t.payableAccountId),
  ],
);

/** Units, product brands and product categories: a code and a name each, one table by kind. */
export const catalogueItems = pgTable(
  "catalogue_items",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    parentId: uuid("parent_id"),
    description: text("description"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("catalogue_items_code_uq").on(t.companyId, t.kind, sql`lower(${t.code})`),
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
  ],
);

export const products = pgTable(
  "products",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    unitId: uuid("unit_id"),
    brandId: uuid("brand_id"),
    categoryId: uuid("category_id"),
    subCategoryId: uuid("sub_category_id"),
    productType: text("product_type").notNull(),
    isInventory: boolean("is_inventory").notNull().default(false),
    isBuying: boolean("is_buying").notNull().default(true),
    isSelling: boolean("is_selling").notNull().default(true),
    buyingPrice: moneyColumn("buying_price").notNull().default("0"),
    sellingPrice: moneyColumn("selling_price").notNull().default("0"),
    minimumStock: numeric("minimum_stock", { precision: 20, scale: 4 }),
    salesAccountId: uuid("sales_account_id"),
    purchaseAccountId: uuid("purchase_account_id"),
    inventoryAccountId: uuid("inventory_account_id"),
    costAccountId: uuid("cost_account_id"),
    salesReturnAccountId: uuid("sales_return_account_id"),
    purchaseReturnAccountId: uuid("purchase_return_account_id"),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    codeUnique("products_code_uq", t),
    foreignKey({ columns: [t.companyId, t.unitId], foreignColumns: [catalogueItems.companyId, catalogueItems.id] }),
    foreignKey({ columns: [t.companyId, t.brandId], foreignColumns: [catalogueItems.companyId, catalogueItems.id] }),
    foreignKey({ columns: [t.companyId, t.categoryId], foreignColumns: [catalogueItems.companyId, catalogueItems.id] }),
    foreignKey({ columns: [t.companyId, t.subCategoryId], foreignColumns: [catalogueItems.companyId, catalogueItems.id] }),
    accountFk(t, t.salesAccountId),
    accountFk(t, t.purchaseAccountId),
    accountFk(t, t.inventoryAccountId),
    accountFk(t, t.costAccountId),
    accountFk(t, t.salesReturnAccountId),
    accountFk(t, t.purchaseReturnAccountId),
  ],
);

export const taxes = pgTable(
  "taxes",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    rate: numeric("rate", { precision: 9, scale: 4 }).notNull(),
    /** The share of the price the rate applies to (PPN 12% on 11/12 of the price: effective 11%). */
    baseNumerator: integer("base_numerator").notNull().default(1),
    baseDenominator: integer("base_denominator").notNull().default(1),
    sellAccountId: uuid("sell_account_id"),
    buyAccountId: uuid("buy_account_id"),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), codeUnique("taxes_code_uq", t), accountFk(t, t.sellAccountId), accountFk(t, t.buyAccountId)],
);

export const cashbanks = pgTable(
  "cashbanks",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    bankName: text("bank_name"),
    accountName: text("account_name"),
    bankOffice: text("bank_office"),
    accountNumber: text("account_number"),
    accountId: uuid("account_id").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * Below zero: `refuse`, `warn` or `allow` (kept by the ledger's door, `ledger/balance-guard.ts`);
     * a new account takes its kind's (core's `negativeBalanceDefault`), 0028_cashbank_negative_balance.
     */
    negativeBalance: text("negative_balance").notNull().default("warn"),
    /** ISO 4217; a statement in another currency is refused; changed only while it has no postings (0029_statement_line_keys). */
    currency: text("currency").notNull().default("IDR"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    codeUnique("cashbanks_code_uq", t),
    accountFk(t, t.accountId),
    check("cashbanks_negative_balance_ck", sql`${t.negativeBalance} IN ('refuse','warn','allow')`),
    check("cashbanks_currency_ck", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Which users may use or see a cash or bank account. */
export const cashbankUsers = pgTable(
  "cashbank_users",
  {
    companyId: companyRef(),
    cashbankId: uuid("cashbank_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.cashbankId, t.userId] }),
    foreignKey({ columns: [t.companyId, t.cashbankId], foreignColumns: [cashbanks.companyId, cashbanks.id] }).onDelete("cascade"),
  ],
);

export const employees = pgTable(
  "employees",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    workUnitId: uuid("work_unit_id"),
    officeId: uuid("office_id"),
    position: text("position"),
    email: text("email"),
    phone: text("phone"),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    codeUnique("employees_code_uq", t),
    foreignKey({ columns: [t.companyId, t.workUnitId], foreignColumns: [workUnits.companyId, workUnits.id] }),
    foreignKey({ columns: [t.companyId, t.officeId], foreignColumns: [offices.companyId, offices.id] }),
  ],
);

/** Seaports (UN/LOCODE) and airports (IATA), by kind. */
export const ports = pgTable(
  "ports",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    city: text("city"),
    country: text("country"),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex("ports_code_uq").on(t.companyId, t.kind, sql`lower(${t.code})`)],
);

export const integrations = pgTable(
  "integrations",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    categoryId: uuid("category_id"),
    integrationId: uuid("integration_id"),
    debitAccountId: uuid("debit_account_id"),
    creditAccountId: uuid("credit_account_id"),
    description: text("description"),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("integrations_code_uq").on(t.companyId, t.kind, sql`lower(${t.code})`),
    foreignKey({ columns: [t.companyId, t.categoryId], foreignColumns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.integrationId], foreignColumns: [t.companyId, t.id] }),
    accountFk(t, t.debitAccountId),
    accountFk(t, t.creditAccountId),
  ],
);

/** API tokens of a company: shown once, stored hashed, acting with the roles chosen. */
export const integrationTokens = pgTable(
  "integration_tokens",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    roleIds: uuid("role_ids").array().notNull().default(sql`'{}'::uuid[]`),
    lastFour: text("last_four").notNull(),
    createdBy: uuid("created_by").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const companySettings = pgTable(
  "company_settings",
  {
    companyId: companyRef(),
    defaultCashbankId: uuid("default_cashbank_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId] }),
    foreignKey({ columns: [t.companyId, t.defaultCashbankId], foreignColumns: [cashbanks.companyId, cashbanks.id] }),
  ],
);

/** Warehouses under an office (issue 28): stock locations beside the office itself. 0045_warehouses. */
export const warehouses = pgTable(
  "warehouses",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    officeId: uuid("office_id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    address: text("address"),
    isActive: boolean("is_active").notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    codeUnique("warehouses_code_uq", t),
    foreignKey({ columns: [t.companyId, t.officeId], foreignColumns: [offices.companyId, offices.id] }),
  ],
);
