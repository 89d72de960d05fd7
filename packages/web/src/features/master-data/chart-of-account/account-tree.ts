import type { AccountType } from "@neraca/core";
import type { AccountNode } from "../../../lib/ledger";

/** Tree rows for the table: leaves without an empty `children` (antd would draw an expander). */
export type AccountRow = Omit<AccountNode, "children"> & { children?: AccountRow[] };

/**
 * The chart narrowed to a type and a search (code or name): an account shows when it matches or
 * one of its sub-accounts does, so every match keeps its path to the top.
 */
export function filterTree(nodes: readonly AccountNode[], type: AccountType | "all", search: string): AccountRow[] {
  const needle = search.trim().toLowerCase();
  const matches = (node: AccountNode) =>
    !needle || node.code.toLowerCase().includes(needle) || node.name.toLowerCase().includes(needle);
  const walk = (list: readonly AccountNode[], ancestorMatched: boolean): AccountRow[] =>
    list.flatMap((node) => {
      if (type !== "all" && node.type !== type) return [];
      const self = matches(node);
      const children = walk(node.children, ancestorMatched || self);
      if (!self && !ancestorMatched && children.length === 0) return [];
      const { children: _all, ...rest } = node;
      return [children.length ? { ...rest, children } : rest];
    });
  return walk(nodes, false);
}

/** Ids of every row that has sub-rows (to expand the whole tree). */
export function parentIds(rows: readonly AccountRow[]): string[] {
  return rows.flatMap((row) => (row.children ? [row.id, ...parentIds(row.children)] : []));
}

/** Every account, depth first, with its depth (for the parent picker). */
export function flatten(nodes: readonly AccountNode[], depth = 0): { node: AccountNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** The account and every account below it (none of them may become its parent). */
export function selfAndDescendants(nodes: readonly AccountNode[], id: string): Set<string> {
  const out = new Set<string>();
  const collect = (node: AccountNode) => {
    out.add(node.id);
    for (const child of node.children) collect(child);
  };
  const find = (list: readonly AccountNode[]): boolean =>
    list.some((node) => {
      if (node.id !== id) return find(node.children);
      collect(node);
      return true;
    });
  find(nodes);
  return out;
}

/**
 * The code a new sub-account most likely gets: the next number after its siblings' (`1102.03` →
 * `1102.04`, keeping the width), `<parent>.01` for the first one, the parent's code and a dot when
 * the siblings follow no numbering.
 */
export function nextChildCode(parentCode: string, siblingCodes: readonly string[]): string {
  const escaped = parentCode.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^${escaped}\\.(\\d+)$`);
  const numbers = siblingCodes.flatMap((code) => {
    const match = pattern.exec(code);
    return match?.[1] ? [match[1]] : [];
  });
  if (siblingCodes.length === 0) return `${parentCode}.01`;
  if (numbers.length === 0) return `${parentCode}.`;
  const width = Math.max(...numbers.map((n) => n.length));
  const next = Math.max(...numbers.map(Number)) + 1;
  return `${parentCode}.${String(next).padStart(width, "0")}`;
}

/** What the sub-accounts of a header usually share: the subtype of its first sub-account that has one. */
export function childSubtype(nodes: readonly AccountNode[], parentId: string): AccountNode["subtype"] {
  return flatten(nodes).find(({ node }) => node.parent_id === parentId && node.subtype)?.node.subtype ?? null;
}
