import { vatKinds, withholdingKinds } from "@neraca/core";
import type { QueryParams } from "../../lib/api";
import type { LookupRecord } from "../../lib/ledger";

/** One line of a line-items editor as the form keeps it (`details[]`): ids, texts and decimal strings. */
export type LineItem = Record<string, unknown>;

export type LineColumnKey =
  | "product"
  | "description"
  | "quantity"
  | "unit"
  | "price"
  | "discount"
  | "tax"
  | "withholding"
  | "amount"
  | "account"
  | "debit"
  | "credit"
  | "currency"
  | "amount_currency"
  | "rate"
  | "side"
  | "charge"
  | "party"
  | "basis";

/** What each column edits: a record picked from an API list, text, an amount, a decimal, or the line's computed amount. */
export type LineColumnKind = "record" | "text" | "money" | "decimal" | "computed" | "select";

/** A choice of a select column: its value and the translation key of its label. */
export interface LineColumnOption {
  value: string;
  label: string;
}

export interface LineColumnSpec {
  /** Field of the line (`account_id`); the API's errors for it (`details.3.account_id`) show under the cell. */
  field: string;
  kind: LineColumnKind;
  /** Translation key of the heading and of the cell's label. */
  label: string;
  /**
   * The column's share of the row (a CSS grid track). The minimums are what a cell needs to be read
   * (a record picker shows its code and the start of its name, the full name in its list and tooltip),
   * so a sales invoice's nine columns fit a 1 366 px screen with the sidebar open.
   */
  width: string;
  /** API list of a record column, with fixed query parameters. */
  path?: string;
  params?: QueryParams;
  placeholder?: string;
  /** Summed in the totals row. */
  total?: boolean;
  /** The choices of a select column. */
  options?: readonly LineColumnOption[];
}

/**
 * Every column a document's lines may have. Amounts follow core's `lineAmounts`: quantity × price
 * less the discount (a percentage), tax at the chosen tax's effective rate.
 */
export const lineColumnSpecs: Record<LineColumnKey, LineColumnSpec> = {
  product: { field: "product_id", kind: "record", label: "line_items.product", width: "minmax(118px, 2fr)", path: "master-data/product", placeholder: "line_items.search" },
  description: { field: "description", kind: "text", label: "line_items.description", width: "minmax(90px, 2fr)" },
  quantity: { field: "quantity", kind: "decimal", label: "line_items.quantity", width: "minmax(56px, 0.6fr)" },
  unit: { field: "unit_id", kind: "record", label: "line_items.unit", width: "minmax(68px, 0.7fr)", path: "master-data/unit" },
  price: { field: "price", kind: "money", label: "line_items.price", width: "minmax(124px, 1fr)" },
  discount: { field: "discount_percent", kind: "decimal", label: "line_items.discount", width: "minmax(52px, 0.5fr)" },
  // VAT on `tax_id` (its amount is computed and totalled), tax withheld on `withholding_tax_id`: each picks only its kinds.
  tax: { field: "tax_id", kind: "record", label: "line_items.tax", width: "minmax(84px, 0.9fr)", path: "master-data/tax", params: { kind: vatKinds.join(",") }, total: true },
  withholding: {
    field: "withholding_tax_id",
    kind: "record",
    label: "line_items.tax",
    width: "minmax(84px, 0.9fr)",
    path: "master-data/tax",
    params: { kind: withholdingKinds.join(",") },
  },
  amount: { field: "amount", kind: "computed", label: "line_items.amount", width: "minmax(120px, 1.1fr)", total: true },
  account: {
    field: "account_id",
    kind: "record",
    label: "line_items.account",
    width: "minmax(130px, 2fr)",
    path: "master-data/chart-of-account",
    params: { postable: "true" },
    placeholder: "line_items.search",
  },
  debit: { field: "debit", kind: "money", label: "line_items.debit", width: "minmax(110px, 1fr)", total: true },
  credit: { field: "credit", kind: "money", label: "line_items.credit", width: "minmax(110px, 1fr)", total: true },
  // A ledger line in a foreign currency (DESIGN §13): its currency, its amount in it and the rate; the debit or credit follows.
  currency: { field: "currency", kind: "text", label: "line_items.currency", width: "minmax(60px, 0.5fr)" },
  amount_currency: { field: "amount_currency", kind: "money", label: "line_items.amount_currency", width: "minmax(100px, 1fr)" },
  rate: { field: "rate", kind: "decimal", label: "line_items.rate", width: "minmax(80px, 0.8fr)" },
  // A freight job's charge lines (issue 30): the side, the charge code, the party billed or billing, the basis.
  side: {
    field: "side",
    kind: "select",
    label: "line_items.side",
    width: "minmax(72px, 0.6fr)",
    options: [
      { value: "sell", label: "line_items.side_sell" },
      { value: "buy", label: "line_items.side_buy" },
    ],
  },
  charge: { field: "charge_code_id", kind: "record", label: "line_items.charge", width: "minmax(118px, 1.6fr)", path: "master-data/charge-code", params: { is_active: "true" }, placeholder: "line_items.search" },
  party: { field: "party_id", kind: "record", label: "line_items.party", width: "minmax(110px, 1.4fr)", path: "master-data/contact", placeholder: "line_items.search" },
  basis: {
    field: "basis",
    kind: "select",
    label: "line_items.basis",
    width: "minmax(96px, 0.9fr)",
    options: ["shipment", "container", "kg", "chargeable_weight", "cbm"].map((value) => ({ value, label: `line_items.basis_${value}` })),
  },
};

/** A column of one editor: a key, or a key with what this document changes about it. */
export type LineColumn =
  | LineColumnKey
  | {
      key: LineColumnKey;
      label?: string;
      /** The line's field it edits, when not the column's own (`counted` in a quantity column). */
      field?: string;
      /** Fixed query parameters of a record column's list (inventory products only). */
      params?: QueryParams;
      /** A record was picked (a product): values to fill in on the line, from the record. */
      onPick?: (record: LookupRecord & Record<string, unknown>, line: LineItem) => Partial<LineItem>;
      /** Summed in the totals row or not, whatever the column's default. */
      total?: boolean;
      /** The choices of a select column, when not the column's own. */
      options?: readonly LineColumnOption[];
      /** Its share of the row, when not the column's own. */
      width?: string;
    };

export interface LineItemsConfig {
  columns: readonly LineColumn[];
  /** Show the line dimensions (core's `lineDimensions`) the user may read, under each line. */
  dimensions?: boolean;
}

export interface ResolvedColumn extends LineColumnSpec {
  key: LineColumnKey;
  onPick?: Extract<LineColumn, object>["onPick"];
}

export const resolveColumns = (columns: readonly LineColumn[]): ResolvedColumn[] =>
  columns.map((column) => {
    const { key, ...change } = typeof column === "string" ? { key: column } : column;
    return { ...lineColumnSpecs[key], key, ...change };
  });

/** The grid's tracks: line number, the columns, the row's actions. */
export const gridTracks = (columns: readonly ResolvedColumn[], actionsWidth: number) =>
  ["24px", ...columns.map((c) => c.width), `${actionsWidth}px`].join(" ");
