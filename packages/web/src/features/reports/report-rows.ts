import type { AccountRowBase, AuditGroup, StatementSection } from "./api";

/**
 * One line of a report table: an account (a header with its subtotal or a leaf), a section title,
 * or a total. Values are the API's decimal strings by column key.
 */
export interface ReportRow {
  key: string;
  kind: "section" | "account" | "total";
  label: string;
  code?: string;
  level: number;
  bold: boolean;
  /**
   * The accounts whose ledger lines make this row's figures: a leaf itself, a header the leaves
   * listed under it (headers hold no lines). Absent: nothing to drill down to.
   */
  accountIds?: readonly string[];
  values: Record<string, string | undefined>;
}

/** Accounts in tree order: headers bold with their subtotals, leaves linkable. */
export function accountRows<R extends AccountRowBase>(
  rows: readonly R[],
  valuesOf: (row: R) => Record<string, string | undefined>,
  levelOffset = 0,
): ReportRow[] {
  return rows.map((row, index) => ({
    key: row.account_id,
    kind: "account",
    label: row.name,
    code: row.code,
    level: row.level + levelOffset,
    bold: row.is_header,
    accountIds: row.is_header ? leavesUnder(rows, index) : [row.account_id],
    values: valuesOf(row),
  }));
}

/** The ledger report takes this many accounts in one address (the API reads 4 000 characters of ids). */
export const DRILL_ACCOUNTS_MAX = 100;

/**
 * The leaf accounts listed under the header at `index` (rows are in tree order: its descendants
 * follow it, deeper than it). None when there are none or too many for one ledger address.
 */
export function leavesUnder(rows: readonly AccountRowBase[], index: number): string[] | undefined {
  const header = rows[index];
  if (!header) return undefined;
  const leaves: string[] = [];
  for (let i = index + 1; i < rows.length && (rows[i] as AccountRowBase).level > header.level; i++) {
    const row = rows[i] as AccountRowBase;
    if (!row.is_header) leaves.push(row.account_id);
  }
  return leaves.length > 0 && leaves.length <= DRILL_ACCOUNTS_MAX ? leaves : undefined;
}

/** Picks keys of an API row as the row's values. */
export const pick =
  (keys: readonly string[]) =>
  (row: object): Record<string, string | undefined> => {
    const record = row as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, typeof record[key] === "string" ? (record[key] as string) : undefined]));
  };

export const totalRow = (key: string, label: string, values: Record<string, string | undefined>, level = 0): ReportRow => ({
  key: `total:${key}`,
  kind: "total",
  label,
  level,
  bold: true,
  values,
});

export const sectionRow = (key: string, label: string): ReportRow => ({
  key: `section:${key}`,
  kind: "section",
  label,
  level: 0,
  bold: true,
  values: {},
});

/** A statement section (assets, revenue…): its title, its accounts one level in, its total. */
export function statementSection(key: string, section: StatementSection, totalLabel: string): ReportRow[] {
  return [
    sectionRow(key, section.title),
    ...accountRows(section.rows, (row) => row.values, 1),
    totalRow(key, totalLabel, section.total),
  ];
}

/** A group of the standard statements (current assets…): title, its accounts, its total. */
export function auditGroup(group: AuditGroup, column: string, totalLabel: string): ReportRow[] {
  return [
    sectionRow(group.key, group.title),
    ...group.lines.map(
      (line): ReportRow => ({
        key: `${group.key}:${line.account_id}`,
        kind: "account",
        label: line.name,
        code: line.code,
        level: 1,
        bold: false,
        accountIds: [line.account_id],
        values: { [column]: line.amount },
      }),
    ),
    totalRow(group.key, totalLabel, { [column]: group.total }),
  ];
}
