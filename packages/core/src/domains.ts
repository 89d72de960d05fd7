import { budgetingDomain } from "./budgeting/manifest.js";
import { cashAdvanceDomain } from "./cash-advance/manifest.js";
import { cashbankDomain } from "./cashbank/manifest.js";
import { freightDomain } from "./freight/manifest.js";
import { currencyDomain } from "./currency/manifest.js";
import { inventoryDomain } from "./inventory/manifest.js";
import { ledgerDomain } from "./ledger/manifest.js";
import type { DomainManifest, DomainPart } from "./manifest.js";
import { payablesDomain } from "./payables/manifest.js";
import { platformDomain } from "./platform/manifest.js";
import { purchasingDomain } from "./purchasing/manifest.js";
import { salesDomain } from "./sales/manifest.js";

/**
 * The one list of domains (DESIGN §12): each declares its resources, approval modules, numbered
 * types, account roles, messages, field names and screens in its own `<domain>/manifest.ts`; the
 * central records (`resourceCatalogue`, `approvalModules`, `transactionTypes`, `accountRoles`,
 * `messages`, `fieldNames`, `screenDomains`) are composed from it, in this order. A new domain adds
 * its manifest and one line here. `domains.test.ts` refuses a key two domains declare, and an entry
 * written into a central file instead.
 */
export const domains = [
  platformDomain,
  ledgerDomain,
  currencyDomain,
  cashbankDomain,
  salesDomain,
  purchasingDomain,
  inventoryDomain,
  payablesDomain,
  cashAdvanceDomain,
  budgetingDomain,
  freightDomain,
] as const satisfies readonly DomainManifest[];

type Domain = (typeof domains)[number];
type PartOf<D, Part extends DomainPart> = D extends { readonly [K in Part]: infer Value } ? Value : never;
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;
type Flatten<T> = { [K in keyof T]: T[K] };

/** One part of every manifest as one record: its keys stay a union of literals (`Resource`, `MessageKey`). */
export type Composed<Part extends DomainPart> = Flatten<UnionToIntersection<PartOf<Domain, Part>>>;

/** The record of one part of every domain's manifest, in the list's order. */
export function composeDomains<Part extends DomainPart>(part: Part): Composed<Part> {
  const composed: Record<string, unknown> = {};
  for (const domain of domains as readonly DomainManifest[]) Object.assign(composed, domain[part]);
  return composed as Composed<Part>;
}
