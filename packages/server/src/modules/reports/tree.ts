import { Amount, ZERO_AMOUNT as ZERO } from "@neraca/core";
import type { AccountType } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

export interface AccountNode {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  subtype: string | null;
  parentId: string | null;
  normal: "debit" | "credit";
  children: AccountNode[];
}

export interface AccountTree {
  roots: AccountNode[];
  byId: Map<string, AccountNode>;
}

/** An account as the chart query gives it. */
export interface ChartRow {
  id: string;
  code: string;
  name: string;
  type: string;
  subtype: string | null;
  parent_id: string | null;
  normal_balance: string;
  /** Place in code order (the database's collation). */
  position: string | number;
}

/** The columns a report needs of each account (a chart has hundreds, read on every report). */
export const chartQuery = (companyId: string) =>
  sql`SELECT id, code, name, type, subtype, parent_id, normal_balance, row_number() OVER (ORDER BY code) AS position
    FROM accounts WHERE company_id = ${companyId} ORDER BY code LIMIT 5000`;

/** The chart as a tree, children in code order. */
export function buildTree(rows: ChartRow[]): AccountTree {
  const byId = new Map<string, AccountNode>();
  for (const r of [...rows].sort((a, b) => Number(a.position) - Number(b.position))) {
    byId.set(r.id, {
      id: r.id,
      code: r.code,
      name: r.name,
      type: r.type as AccountType,
      subtype: r.subtype,
      parentId: r.parent_id,
      normal: r.normal_balance === "credit" ? "credit" : "debit",
      children: [],
    });
  }
  const roots: AccountNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, byId };
}

/** The company's chart as a tree, children in code order. */
export async function loadTree(tx: Tx, companyId: string): Promise<AccountTree> {
  const result = (await tx.execute(chartQuery(companyId))) as unknown as { rows: ChartRow[] };
  return buildTree(result.rows);
}

export interface TreeRow {
  node: AccountNode;
  level: number;
  isHeader: boolean;
  values: Amount[];
}

/**
 * Rows in tree order (a header before its children) with headers summing their descendants.
 * Subtrees whose every value is zero are left out unless `includeZero`.
 */
export function treeRows(
  roots: AccountNode[],
  leafValues: Map<string, Amount[]>,
  width: number,
  options: { includeZero?: boolean; keep?: (node: AccountNode) => boolean } = {},
): TreeRow[] {
  const out: TreeRow[] = [];
  const zero = () => Array.from({ length: width }, () => ZERO);
  const visit = (node: AccountNode, level: number): Amount[] | null => {
    if (options.keep && !options.keep(node)) return null;
    const at = out.length;
    out.push({ node, level, isHeader: node.children.length > 0, values: [] });
    let values = leafValues.get(node.id)?.map((v) => Amount.of(v)) ?? zero();
    for (const child of node.children) {
      const childValues = visit(child, level + 1);
      if (childValues) values = values.map((v, i) => v.plus(childValues[i] as Amount));
    }
    const row = out[at] as TreeRow;
    row.values = values;
    const empty = values.every((v) => v.isZero()) && !(options.includeZero && !row.isHeader);
    if (empty && !options.includeZero) {
      out.length = at; // drop the row and its (all-zero) children
    }
    return values;
  };
  for (const root of roots) visit(root, 0);
  return out;
}

/**
 * What the rows `treeRows` lists with `keep` add up to, headers left out (a statement's section
 * total), without building the rows: the values of the leaves under kept nodes only.
 */
export function keptLeafTotals(roots: AccountNode[], leafValues: Map<string, Amount[]>, width: number, keep: (node: AccountNode) => boolean): Amount[] {
  const cents = Array<bigint>(width).fill(0n);
  const visit = (node: AccountNode) => {
    if (!keep(node)) return;
    for (const child of node.children) visit(child);
    const values = node.children.length === 0 ? leafValues.get(node.id) : undefined;
    if (values) for (let i = 0; i < width; i++) cents[i] = (cents[i] as bigint) + (values[i] as Amount).cents;
  };
  for (const root of roots) visit(root);
  return cents.map((c) => Amount.of(c));
}

/** Splits a net amount (debit minus credit) into a debit or a credit column. */
export const split = (net: Amount): [Amount, Amount] => (net.isNegative() ? [ZERO, net.negated()] : [net, ZERO]);
