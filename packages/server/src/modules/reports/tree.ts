import { type AccountType, formatMoney, type Money, money, zeroMoney } from "@neraca/core";
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { accounts } from "../../db/schema/index.js";

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

/** The company's chart as a tree, children in code order. */
export async function loadTree(tx: Tx, companyId: string): Promise<AccountTree> {
  const rows = await tx.select().from(accounts).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.code)).limit(5000);
  const byId = new Map<string, AccountNode>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      code: r.code,
      name: r.name,
      type: r.type as AccountType,
      subtype: r.subtype,
      parentId: r.parentId,
      normal: r.normalBalance === "credit" ? "credit" : "debit",
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

export interface TreeRow {
  node: AccountNode;
  level: number;
  isHeader: boolean;
  values: Money[];
}

/**
 * Rows in tree order (a header before its children) with headers summing their descendants.
 * Subtrees whose every value is zero are left out unless `includeZero`.
 */
export function treeRows(
  roots: AccountNode[],
  leafValues: Map<string, Money[]>,
  width: number,
  options: { includeZero?: boolean; keep?: (node: AccountNode) => boolean } = {},
): TreeRow[] {
  const out: TreeRow[] = [];
  const zero = () => Array.from({ length: width }, () => zeroMoney());
  const visit = (node: AccountNode, level: number): Money[] | null => {
    if (options.keep && !options.keep(node)) return null;
    const at = out.length;
    out.push({ node, level, isHeader: node.children.length > 0, values: [] });
    let values = leafValues.get(node.id)?.map((v) => money(v)) ?? zero();
    for (const child of node.children) {
      const childValues = visit(child, level + 1);
      if (childValues) values = values.map((v, i) => v.plus(childValues[i] as Money));
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

export const moneyText = (v: Money) => formatMoney(v);

/** Splits a net amount (debit minus credit) into a debit or a credit column. */
export const split = (net: Money): [Money, Money] => (net.isNegative() ? [zeroMoney(), net.negated()] : [net, zeroMoney()]);
