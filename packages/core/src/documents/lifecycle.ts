/**
 * One lifecycle for every transaction document (DESIGN §12). Each document type declares what
 * differs (its posting, its approval module, what cancel and delete do); the transitions are
 * written once here and the server refuses anything else with 409.
 *
 *   draft ──submit──▶ pending ──approve (last level)──▶ approved ──cancel──▶ cancelled
 *     ▲                 │  └─approve (more levels)─▶ pending
 *     └──── edit ◀── rejected ◀──reject──┘
 *
 * A document with no approval level for its amount goes from submit straight to approved.
 */
export const documentStatuses = ["draft", "pending", "rejected", "approved", "cancelled"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentActions = ["edit", "delete", "submit", "approve", "reject", "cancel"] as const;
export type DocumentAction = (typeof documentActions)[number];

/** What a document type may allow beyond the common lifecycle. */
export interface LifecycleOptions {
  /** Approved documents may be edited: their journals are replaced (beginning balances). */
  editApproved?: boolean;
  /** Approved documents may be deleted: their journals are removed (the spec's invoices). */
  deleteApproved?: boolean;
  /** Approved documents may be cancelled (their journals reversed or removed). Default true. */
  cancelApproved?: boolean;
}

const common: Record<DocumentAction, readonly DocumentStatus[]> = {
  edit: ["draft", "rejected"],
  delete: ["draft", "rejected"],
  submit: ["draft", "rejected"],
  approve: ["pending"],
  reject: ["pending"],
  cancel: [],
};

/** The statuses from which `action` is allowed for a type with these options. */
export function allowedFrom(action: DocumentAction, options: LifecycleOptions = {}): readonly DocumentStatus[] {
  if (action === "edit" && options.editApproved) return [...common.edit, "approved"];
  if (action === "delete" && options.deleteApproved) return [...common.delete, "approved"];
  if (action === "cancel") return options.cancelApproved === false ? [] : ["approved"];
  return common[action];
}

export const canTransition = (status: DocumentStatus, action: DocumentAction, options: LifecycleOptions = {}): boolean =>
  allowedFrom(action, options).includes(status);

/** The actions a document in `status` offers (the web shows these buttons). */
export const actionsOf = (status: DocumentStatus, options: LifecycleOptions = {}): DocumentAction[] =>
  documentActions.filter((a) => canTransition(status, a, options));

/** Status after a legal action; approve depends on whether levels remain. */
export function statusAfter(action: Exclude<DocumentAction, "edit" | "delete">, approvalComplete: boolean): DocumentStatus {
  switch (action) {
    case "submit":
    case "approve":
      return approvalComplete ? "approved" : "pending";
    case "reject":
      return "rejected";
    case "cancel":
      return "cancelled";
  }
}
