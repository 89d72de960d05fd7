import type { ListResponse, QueryParams } from "../../../lib/api";

export interface LocalListSpec<T> {
  /** The texts a search looks in. */
  search: (row: T) => (string | null | undefined)[];
  /** Sort keys (as the table's columns name them) → the text sorted on. */
  sortable: Record<string, (row: T) => string>;
}

/**
 * A list the API answers whole (`{ data }`, no paging) served to the shared table as if the server
 * paged it: searched (case-insensitive, every word must match), sorted and cut to the page asked for.
 */
export function listLocally<T>(rows: readonly T[], params: QueryParams, spec: LocalListSpec<T>): ListResponse<T> {
  const words = String(params.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length
    ? rows.filter((row) => {
        const text = spec.search(row).filter(Boolean).join(" ").toLowerCase();
        return words.every((word) => text.includes(word));
      })
    : [...rows];
  const sort = params.sort ? String(params.sort) : "";
  const key = spec.sortable[sort.replace(/^-/, "")];
  if (key) {
    const direction = sort.startsWith("-") ? -1 : 1;
    found.sort((a, b) => direction * key(a).localeCompare(key(b), undefined, { numeric: true, sensitivity: "base" }));
  }
  const perPage = Math.max(1, Number(params.per_page) || 10);
  const page = Math.max(1, Number(params.page) || 1);
  return { data: found.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: found.length } };
}
