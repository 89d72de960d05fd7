import { type ApprovalState, type DocumentStatus, documentStatuses } from "@neraca/core";
import type { TFunction } from "i18next";

type HistoryEvent = ApprovalState["history"][number];

/** The latest event of an action in a document's history (its rejection, its cancellation), to show its note. */
export const lastEvent = (approval: ApprovalState, action: HistoryEvent["action"]): HistoryEvent | undefined =>
  [...approval.history].reverse().find((event) => event.action === action);

/** The rejection a rejected document goes back with (the latest one), to show its note. */
export const lastRejection = (approval: ApprovalState): HistoryEvent | undefined => lastEvent(approval, "reject");

/** The options of a list's status filter: every lifecycle status, then all of them. */
export const statusFilterOptions = (t: TFunction): { value: DocumentStatus | "all"; label: string }[] => [
  ...documentStatuses.map((status) => ({ value: status, label: t(`lifecycle.statuses.${status}`) })),
  { value: "all" as const, label: t("lifecycle.all_statuses") },
];
