/** What a select's search is matched against: a record's code, then its name (a user's name or email). */
export interface RankedRecord {
  code?: string;
  name?: string;
  user_name?: string;
  email?: string;
}

const RANK_NONE = 5;

/** 0 code starts with, 1 code contains, 2 name starts with, 3 a word of the name does, 4 name contains, 5 no match. */
function rankOf(record: RankedRecord, search: string): number {
  const code = (record.code ?? "").toLowerCase();
  if (code.startsWith(search)) return 0;
  if (code.includes(search)) return 1;
  const names = [record.name, record.user_name, record.email].map((text) => (text ?? "").toLowerCase());
  if (names.some((name) => name.startsWith(search))) return 2;
  if (names.some((name) => name.split(/\s+/).some((word) => word.startsWith(search)))) return 3;
  if (names.some((name) => name.includes(search))) return 4;
  return RANK_NONE;
}

/**
 * A select's records in the order a user typing `search` expects: code prefix, code contains, then
 * name; ties keep the server's order. Records that do not match stay, last (the server may have
 * matched them on another field), so the first record is always the best match and Enter takes it.
 */
export function rankRecords<R extends RankedRecord>(records: readonly R[], search: string): R[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...records];
  return records
    .map((record, index) => ({ record, index, rank: rankOf(record, needle) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ record }) => record);
}
