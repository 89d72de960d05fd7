import type { DocumentTaxRate } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { useAbility } from "./ability";
import { api } from "./api";

interface TaxRecord {
  id: string;
  kind: string;
  rate: string;
  base_numerator: number;
  base_denominator: number;
}

/** The company's taxes with their rates, for running totals (core's one tax computation); null until read or when not allowed. */
export function useTaxRates(): Map<string, DocumentTaxRate> | null {
  const ability = useAbility();
  const query = useQuery({
    queryKey: ["lookup", "master-data/tax", "rates"],
    queryFn: () => api.get<{ data: TaxRecord[] }>("master-data/tax", { params: { per_page: 100 }, silent: true }),
    enabled: ability.can("read", "MdTax"),
    staleTime: 5 * 60_000,
  });
  if (!query.data) return null;
  return new Map(query.data.data.map((t) => [t.id, { id: t.id, kind: t.kind, rate: t.rate, base_numerator: t.base_numerator, base_denominator: t.base_denominator }]));
}
