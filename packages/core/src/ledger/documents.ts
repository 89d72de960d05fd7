import { composeDomains } from "../domains.js";

/** Transaction types that take numbers, with their default prefixes (`/master-data/prefix`): each domain's, from its manifest. */
export const transactionTypes = composeDomains("transactionTypes");
export type TransactionType = keyof typeof transactionTypes;
export const transactionTypeKeys = Object.keys(transactionTypes) as TransactionType[];

/** `{prefix}/{yyyy}/{mm}/{seq}`: gapless per company, type and month. */
export function formatDocumentNumber(prefix: string, date: string, sequence: number): string {
  const [year, month] = date.split("-");
  return `${prefix}/${year}/${month}/${String(sequence).padStart(4, "0")}`;
}
