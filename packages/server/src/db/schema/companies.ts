import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/** The tenant. Every business table leads with `company_id` pointing here. */
export const companies = pgTable("companies", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  brandName: text("brand_name").notNull(),
  businessType: text("business_type").notNull(),
  cutOffDate: date("cut_off_date").notNull(),
  pricingPlan: text("pricing_plan").notNull(),
  billingCycle: text("billing_cycle").notNull(),
  npwp: text("npwp"),
  address: text("address"),
  phone: text("phone"),
  email: text("email"),
  logo: text("logo"),
  /** ISO 4217, IDR by default; fixed once anything is posted (DESIGN §13). */
  baseCurrency: text("base_currency").notNull().default("IDR"),
  createdBy: uuid("created_by")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const companyRef = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const memberships = pgTable(
  "memberships",
  {
    companyId: companyRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isOwner: boolean("is_owner").notNull().default(false),
    isNational: boolean("is_national").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("memberships_user_idx").on(t.userId)],
);

export const roles = pgTable(
  "roles",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("roles_name_uq").on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    companyId: uuid("company_id").notNull(),
    roleId: uuid("role_id").notNull(),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roleId, t.action, t.resource] }),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete(
      "cascade",
    ),
  ],
);

export const memberRoles = pgTable(
  "member_roles",
  {
    companyId: uuid("company_id").notNull(),
    userId: uuid("user_id").notNull(),
    roleId: uuid("role_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.roleId] }),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [memberships.companyId, memberships.userId],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }),
    index("member_roles_role_idx").on(t.companyId, t.roleId),
  ],
);

export const offices = pgTable(
  "offices",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    branch: text("branch"),
    brand: text("brand"),
    address: text("address"),
    phone: text("phone"),
    fax: text("fax"),
    email: text("email"),
    website: text("website"),
    npwp: text("npwp"),
    bankName: text("bank_name"),
    bankBranch: text("bank_branch"),
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    isHeadOffice: boolean("is_head_office").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex("offices_code_uq").on(t.companyId, sql`lower(${t.code})`),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    roleIds: uuid("role_ids").array().notNull().default(sql`'{}'::uuid[]`),
    status: text("status", { enum: ["pending", "accepted", "cancelled"] }).notNull(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index("invitations_email_idx").on(t.companyId, t.email)],
);

/** Who changed what, written in the same transaction as the change. */
export const auditLog = pgTable(
  "audit_log",
  {
    companyId: companyRef(),
    id: uuid("id").notNull(),
    userId: uuid("user_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index("audit_entity_idx").on(t.companyId, t.entity, t.entityId)],
);
