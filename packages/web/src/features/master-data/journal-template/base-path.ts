import { useLocation } from "react-router";

/** Templates live under master data and under transactions (spec §2): the same screens in both. */
export function useTemplateBase(): { base: string; transactions: boolean } {
  const transactions = useLocation().pathname.startsWith("/transactions/");
  return { base: transactions ? "/transactions/journal-template" : "/master-data/journal-template", transactions };
}
