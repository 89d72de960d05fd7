import { buildMenus, type Language } from "@neraca/core";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { companies, employees, memberships, offices, users } from "../../db/schema/index.js";
import type { AuthState } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";

export interface CompanySummary {
  id: string;
  name: string;
  brand_name: string;
  is_owner: boolean;
  logo: string | null;
  cut_off_date: string;
  /** The currency the books are kept in (DESIGN §13): documents in it carry no rate. */
  base_currency: string;
}

/** The user's companies (RLS shows a user their own memberships in every company). */
export async function companiesOf(tx: Tx, userId: string): Promise<CompanySummary[]> {
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.name,
      brand_name: companies.brandName,
      is_owner: memberships.isOwner,
      logo: companies.logo,
      cut_off_date: companies.cutOffDate,
      base_currency: companies.baseCurrency,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt));
  return rows;
}

/**
 * The office a user's new documents start with: that of the employee the user is in the company
 * (an active one first), else the head office.
 */
async function officeOf(tx: Tx, userId: string, companyId: string): Promise<string | null> {
  const [own] = await tx
    .select({ officeId: employees.officeId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, userId)))
    .orderBy(desc(employees.isActive), asc(employees.code))
    .limit(1);
  if (own?.officeId) return own.officeId;
  const [head] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.companyId, companyId), eq(offices.isHeadOffice, true)))
    .limit(1);
  return head?.id ?? null;
}

/**
 * `data` of login, me, company switch and registration: `{ user, companies, menus }`
 * (spec §3 user session), in the request's language.
 */
export async function sessionData(tx: Tx, auth: AuthState, language: Language) {
  const [user] = await tx.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  const list = await companiesOf(tx, auth.userId);
  const active = list.find((c) => c.id === auth.companyId) ?? null;
  return {
    user: {
      id: user.id,
      user_name: user.userName,
      user_email: user.email,
      avatar: user.avatar,
      language: user.language,
      is_national: auth.isNational,
      is_owner: auth.isOwner,
      active_company: active
        ? { id: active.id, name: active.name, brand_name: active.brand_name, cut_off_date: active.cut_off_date, base_currency: active.base_currency }
        : null,
      ability: auth.rules.map((r) => ({ action: r.action, subject: r.subject })),
      office_id: active ? await officeOf(tx, auth.userId, active.id) : null,
    },
    companies: list,
    menus: auth.companyId ? buildMenus(auth.ability, language) : [],
  };
}
