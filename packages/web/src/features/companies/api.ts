import type { billingCycles, businessTypes, CompanyRegisterBody, pricingPlans } from "@neraca/core";
import { api } from "../../lib/api";
import type { SessionData } from "../../lib/session";

export type BusinessType = (typeof businessTypes)[number];
export type PricingPlan = (typeof pricingPlans)[number];
export type BillingCycle = (typeof billingCycles)[number];

/** What registering a company sends (core's schema). */
export type CompanyRegisterValues = CompanyRegisterBody;

/** A company as registered, and its profile. */
export interface CompanyProfile extends CompanyRegisterBody {
  id: string;
  npwp: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
}

export type CompanyProfileValues = Pick<
  CompanyProfile,
  "organization_name" | "brand_name" | "business_type" | "npwp" | "address" | "phone" | "email" | "logo" | "base_currency"
>;

export const companyApi = {
  register: (body: CompanyRegisterValues) =>
    api.post<{ message: string; token: string; data: SessionData; company: CompanyProfile }>("company/register", body),
  profile: () => api.get<{ data: CompanyProfile }>("company/profile"),
  updateProfile: (body: CompanyProfileValues) =>
    api.put<{ message: string; data: CompanyProfile }>("company/profile", body),
};
