import type { ContactBody, contactTypes } from "@neraca/core";
import { type CodedRecord, crudApi } from "../crud-api";

export type ContactType = (typeof contactTypes)[number];

export interface Contact extends CodedRecord {
  brand_name: string | null;
  contact_types: ContactType[];
  is_group: boolean;
  is_droping: boolean;
  group_contact_id: string | null;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  postal_code: string | null;
  address: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  npwp: string | null;
  nppkp: string | null;
  term_of_payment: number | null;
  credit_limit: string | null;
  currency: string | null;
  receivable_account_id: string | null;
  payable_account_id: string | null;
  bank_name: string | null;
  bank_branch: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
}

export const CONTACT_PATH = "contact";
export const contactApi = crudApi<Contact, ContactBody>(CONTACT_PATH);
