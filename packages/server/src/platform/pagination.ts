import type { ListQuery } from "@neraca/core";

export interface ListMeta {
  page: number;
  per_page: number;
  total: number;
}

export const pageWindow = (query: ListQuery) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

export const listResponse = <T>(data: T[], query: ListQuery, total: number) => ({
  data,
  meta: { page: query.page, per_page: query.per_page, total } satisfies ListMeta,
});

/** `%term%` for ILIKE with the user's wildcards escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
