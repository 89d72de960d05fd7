import type {
  Action,
  AppAbility,
  ApprovalModule,
  DocumentResponse,
  DocumentStateField,
  Language,
  LifecycleOptions,
  Posting,
  Resource,
  TransactionType,
} from "@neraca/core";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "../../db/client.js";
import type { StockCosts, StockDeclaration } from "../../modules/inventory/stock.js";
import type { JournalHeader } from "../../modules/ledger/ledger.types.js";
import type { Actor } from "../audit.js";
import type { DocumentPrint, PrintCompany } from "../print.js";

/** What every document command hands to a type's functions. */
export interface DocumentContext {
  tx: Tx;
  actor: Actor;
  language: Language;
  /**
   * Storage keys of the files whose rows this command deleted — a document's own and those of the
   * documents that went with it (an invoice's payments) — removed from storage after the commit.
   */
  removedFiles?: string[];
  /**
   * What the calling user may do, when the command acts for a session: answers then offer approve and
   * reject only to those whose permissions allow them (`can_act`); approve and reject require it.
   */
  ability?: Pick<AppAbility, "can">;
}

/** The facts the lifecycle keeps about a document's content (in `documents`). */
export interface DocumentSummary {
  date: string;
  officeId: string | null;
  description: string | null;
  /** What approval limits compare against: a non-negative decimal string. */
  amount: string;
}

/** A journal a document posts: its header (less source, which the mechanism sets) and posting. */
export interface DocumentPosting {
  header: Omit<JournalHeader, "sourceType" | "sourceId">;
  posting: Posting;
}

export type Permission = { action: Action; resource: Resource };

export type LifecycleVerb = "submit" | "approve" | "reject" | "cancel";
const lifecycleDefaults: Record<LifecycleVerb, Action> = { submit: "create", approve: "read", reject: "read", cancel: "delete" };

/**
 * The permission a lifecycle action of a type demands, whichever door it comes through: the type's
 * own route (`POST <base>/:id/approve`) and the approvals inbox ask this one function.
 */
export const lifecyclePermission = (type: AnyDocumentType, verb: LifecycleVerb): Permission =>
  type.permissions?.[verb] ?? { action: lifecycleDefaults[verb], resource: type.resource };

/** A command acting for a person's session: what they may do, which approve and reject check again. */
export interface ActingContext extends DocumentContext {
  ability: Pick<AppAbility, "can">;
}

/**
 * A document type's declaration (DESIGN §12): only what differs from the common lifecycle. The
 * mechanism in `documents.routes.ts` gives every type its routes, states, numbers, approvals,
 * posting, cancel and delete, audit rows and answers.
 */
/** A type's response schema: its whole answer, the lifecycle's fields included (core's `documentResponse` extended). */
export type DocumentResponseSchema = z.ZodType<DocumentResponse>;

/**
 * What a type's `present` returns: every field of its answer but those the lifecycle fills (state,
 * date, stamps), which it may give too (the lifecycle's win). A field forgotten or misspelt does not compile.
 */
export type PresentedContent<Response extends DocumentResponseSchema> = Omit<z.output<Response>, DocumentStateField> &
  Partial<Pick<z.output<Response>, DocumentStateField>>;

/**
 * A type's declaration names its response schema as the third argument (`typeof salesInvoiceResponse`),
 * which types its `present`; the default serves code that takes any type's declaration.
 */
export interface DocumentType<Body extends Record<string, unknown>, Content, Response extends DocumentResponseSchema = DocumentResponseSchema> {
  /** Stored in `documents.document_type`, and the journals' `source_type`. */
  type: string;
  /** API path under /api, which is also the web's list screen (`/transactions/draft-journal`). */
  base: string;
  resource: Resource;
  title: Record<Language, string>;
  /** Its own gapless numbers taken when it leaves draft; without one it takes its journal's number. */
  numberType?: TransactionType;
  /**
   * Its number when it leaves draft, for types whose prefix depends on the content (a cash receipt
   * numbered by its transaction type's prefix); taken in the transaction, gapless. Wins over `numberType`.
   */
  numberOf?(content: Content, date: string, ctx: DocumentContext): Promise<string>;
  approvalModule?: ApprovalModule;
  lifecycle?: LifecycleOptions;
  /** Permissions for the lifecycle actions (default: submit create, approve/reject read, cancel delete). */
  permissions?: Partial<Record<LifecycleVerb, Permission>>;
  /** Saving a new one also submits it in the same transaction (documents that post when saved). */
  submitOnCreate?: boolean;
  /** What cancelling does to its journals. */
  cancel: "reverse" | "remove";
  body: z.ZodType<Body>;
  /** Extra list filters: their schema, and a condition on `d` (the documents row) for them. */
  listFilters?: { schema: z.ZodRawShape; where: (filters: Record<string, unknown>, ctx: DocumentContext) => SQL | undefined };
  /** Reads contents by id (ids of this company and type only). */
  load(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, Content>>;
  /** Writes a content row: a new one (`created`) or over an existing one. */
  save(ctx: DocumentContext, id: string, body: Body, created: boolean): Promise<Content>;
  /** Deletes the content row. */
  remove(ctx: DocumentContext, id: string): Promise<void>;
  summary(content: Content, ctx: DocumentContext): Promise<DocumentSummary> | DocumentSummary;
  /**
   * Its body's `details` are its journal's lines, one for one (a draft journal, beginning balances):
   * the ledger's errors (`details.3.debit`) are already in its terms. Otherwise they are restated
   * (`posting-errors.ts`).
   */
  journalLinesAreDetails?: boolean;
  /**
   * Its movements of inventory products (DESIGN §14), written through the stock door
   * (`modules/inventory/stock.ts`) when it is approved, before its posting, which books the values
   * the door answers (`stock`: each move's value by its line); taken back by source when it is
   * cancelled or deleted.
   */
  stock?(content: Content, ctx: DocumentContext): Promise<StockDeclaration | null>;
  /**
   * The journal it posts when approved (a pure core function builds the posting), or none. A type
   * with `stock` is handed the values of its moves (a quote at submit, what the door took at approval).
   */
  posting?(content: Content, ctx: DocumentContext, stock?: StockCosts): Promise<DocumentPosting | null>;
  /**
   * Its A4 print (`GET /:id/print`) on the one layout: what it shows of the content and the state
   * (number, status, requester and approvers by name). Without one the type has no print.
   */
  print?(content: Content, state: PrintState, ctx: DocumentContext): Promise<Omit<DocumentPrint, "company">>;
  /**
   * Its own part once approved, after its effects (`effects.ts`: what it consumes of other documents,
   * with their rows locked — declared with `registerDocumentEffect`, not here): its own amounts (an
   * invoice's outstanding). Throwing an AppError refuses the approval and rolls everything back.
   */
  approved?(content: Content, state: HookState, ctx: DocumentContext): Promise<void>;
  /**
   * Its own part before an approved document is cancelled or deleted (before its journals are
   * reversed or removed), ahead of its effects' `released`: refuse while consumers stand on it, take
   * its dependants with it (an invoice's payments), reset its own amounts.
   */
  released?(content: Content, state: HookState, ctx: DocumentContext, reason: "cancel" | "delete"): Promise<void>;
  /**
   * The schema of its whole answer (detail, list rows, command answers), in core beside its body:
   * the web takes its types from it, and `contract.test.ts` parses every type's answers with it.
   */
  response: Response;
  /** The content's fields in an answer (the mechanism adds the state). */
  present(content: Content, state: { number: string | null; journalIds: string[] }): PresentedContent<Response>;
}

export type AnyDocumentType = DocumentType<any, any, any>;

/** What the approved and released hooks know of the document's state. */
export interface HookState {
  id: string;
  number: string | null;
  date: string;
  journalIds: string[];
}

/** What a print may say about the document's state. */
export interface PrintState {
  number: string | null;
  status: string;
  requestedBy: string | null;
  approvedBy: string | null;
}

export type { PrintCompany };
