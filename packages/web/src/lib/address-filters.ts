import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import { DATE_FORMAT } from "./dates";

/** A change of filters: a key set to nothing (or to its default) leaves the address. */
export type FilterChange<K extends string> = Partial<Record<K, string | null | undefined>>;

/** The address's query after `change`; other parameters are kept. */
export function applyFilterChange<K extends string>(search: URLSearchParams, change: FilterChange<K>, defaults: Readonly<Record<K, string | undefined>>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change) as [K, string | null | undefined][]) {
    if (value === undefined || value === null || value === "" || value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * A list's filters kept in the address (`?contact_id=…&settlement=open`), so a link (a dashboard
 * figure's drill-down) opens the list filtered and a reload or the back button keeps the filters.
 * `defaults` names the filters and what each is when the address does not say; a change replaces the
 * history entry (choosing filters does not fill the back button).
 */
export function useAddressFilters<K extends string>(defaults: Readonly<Record<K, string | undefined>>) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries((Object.keys(defaults) as K[]).map((key) => [key, search.get(key) || defaults[key]])) as Record<K, string | undefined>;
  const set = (change: FilterChange<K>) => setSearch((current) => applyFilterChange(current, change, defaults), { replace: true });
  return [values, set] as const;
}

/** An address's `YYYY-MM-DD` if it is a real date (a hand-edited address may hold anything). */
export const isoDateOrUndefined = (value: string | undefined): string | undefined =>
  value && dayjs(value, DATE_FORMAT, true).isValid() ? value : undefined;

/** An address's value if it is one of `allowed`, else `fallback`. */
export const oneOf = <V extends string>(value: string | undefined, allowed: readonly V[], fallback: V): V =>
  allowed.includes(value as V) ? (value as V) : fallback;
