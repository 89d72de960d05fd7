import type { DocumentContext, DocumentType, HookState } from "./document-type.js";

/**
 * What a document does to other documents when it is approved and when it is released (cancelled or
 * deleted once approved): an invoice consuming an order's lines, a payment consuming invoices, a
 * realisation settling an advance, a cash payment paying a request. Declared once beside the
 * consuming type (or by the module that owns what is consumed: cash advances' payable on a purchase
 * invoice), run by the lifecycle (`documents.service.ts`) in the document's transaction; throwing an
 * AppError refuses the approval or the release and rolls everything back. Budget commitments, stock
 * moves and freight billing are effects too.
 */
export interface DocumentEffect<Content> {
  /**
   * Names the effect; registering one under a name a type already has replaces it (a module loaded
   * twice does not consume twice).
   */
  name: string;
  /**
   * Locks what the documents consume (the invoices a payment pays), before the documents' own rows:
   * run at the start of every lifecycle command on them, so every path takes its locks in one order —
   * what is consumed, then what consumes it, then balances (docs/documents.md "Lock order").
   */
  lockConsumed?(ctx: DocumentContext, ids: readonly string[]): Promise<void>;
  /** Once the document is approved (its journal, if any, posted): consume, the consumed rows locked. */
  approved?(content: Content, state: HookState, ctx: DocumentContext): Promise<void>;
  /** Before an approved document's journals are reversed or removed: give back what `approved` took, or refuse. */
  released?(content: Content, state: HookState, ctx: DocumentContext, reason: "cancel" | "delete"): Promise<void>;
  /** One line of an approved document was closed by hand (a request line no longer wanted): give back what it holds. */
  lineClosed?(state: { id: string; date: string }, ctx: DocumentContext, line: number): Promise<void>;
}

/** Runs the effects of a type for a line of one of its documents closed by hand. */
export async function runLineClosed(ctx: DocumentContext, type: DocumentType<any, any>, state: { id: string; date: string }, line: number) {
  for (const effect of documentEffectsOf(type.type)) await effect.lineClosed?.(state, ctx, line);
}

// Effects of every type, each typed where it is registered.
type AnyEffect = DocumentEffect<any>;

const effectsByType = new Map<string, AnyEffect[]>();

/**
 * Adds an effect to a document type (several per type: a purchase invoice consumes its order's lines
 * and vendor advances, a cash-advance payable, later a budget commitment). The lifecycle runs them in
 * registration order when the document is approved and in reverse order when it is released.
 */
export function registerDocumentEffect<Content>(type: DocumentType<any, Content>, effect: DocumentEffect<Content>) {
  const list = effectsByType.get(type.type) ?? [];
  const index = list.findIndex((e) => e.name === effect.name);
  if (index >= 0) list[index] = effect;
  else list.push(effect);
  effectsByType.set(type.type, list);
}

/** The effects of a type, in registration order. */
export const documentEffectsOf = (type: string): readonly AnyEffect[] => effectsByType.get(type) ?? [];

/** The document a guard checks, and whether the command completes its approval. */
export interface GuardState {
  id: string;
  number: string | null;
  date: string;
  /** This command approves it (the last level, or no level): what it holds is taken now. */
  final: boolean;
}

/**
 * A check a document passes when it is submitted and at each approval level (a budget's control):
 * run by the lifecycle in the command's transaction before the document's state changes; throwing an
 * AppError refuses the command. A guard that lets a document through at its final approval should
 * lock what it read, so two documents approved at once cannot both take the last of it.
 */
export interface DocumentGuard<Content> {
  name: string;
  check(content: Content, state: GuardState, ctx: DocumentContext, moment: "submit" | "approve"): Promise<void>;
  /**
   * Whether it can refuse anything in the company now (a budget control set to stop); absent: always.
   * A batch of a type whose guards cannot refuse is submitted together; otherwise one by one.
   */
  mayRefuse?(ctx: DocumentContext): Promise<boolean>;
}

const guardsByType = new Map<string, DocumentGuard<any>[]>();

/** Adds a guard to a document type (one per name: a module loaded twice does not check twice). */
export function registerDocumentGuard<Content>(type: DocumentType<any, Content>, guard: DocumentGuard<Content>) {
  const list = guardsByType.get(type.type) ?? [];
  const index = list.findIndex((g) => g.name === guard.name);
  if (index >= 0) list[index] = guard;
  else list.push(guard);
  guardsByType.set(type.type, list);
}

export const documentGuardsOf = (type: string): readonly DocumentGuard<any>[] => guardsByType.get(type) ?? [];

/** Whether any guard of the type can refuse a document in the company now. */
export async function guardsMayRefuse(type: string, ctx: DocumentContext): Promise<boolean> {
  for (const guard of documentGuardsOf(type)) if (!guard.mayRefuse || (await guard.mayRefuse(ctx))) return true;
  return false;
}
