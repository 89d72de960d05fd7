import { useQuery } from "@tanstack/react-query";
import { Form, type FormInstance } from "antd";
import { useEffect, useRef } from "react";
import { oneKey } from "../ledger/RecordSelect";
import { lookupApi } from "../../lib/ledger";
import { dueDateWhenKnown, followedValue } from "./due-date";

const CONTACT_PATH = "master-data/contact";

/**
 * Keeps `field` equal to `derived` while it follows it (see `followedValue`). A field the user
 * changed, or a loaded one, that differs from its derived value stays as it is. (antd's "touched" cannot
 * tell: setFieldsValue — loading a document, following — marks a field touched too.)
 */
export function useFollowedField<V>(form: FormInstance, field: string, derived: V | undefined) {
  const derivedBefore = useRef<V | undefined>(undefined);
  useEffect(() => {
    if (derived === undefined) return;
    const next = followedValue({ current: form.getFieldValue(field), derived, derivedBefore: derivedBefore.current });
    derivedBefore.current = derived;
    if (next !== undefined) form.setFieldsValue({ [field]: next });
  }, [form, field, derived]);
}

/** The contact's term of payment in days (null: none), once its record is read; shared with RecordSelect's cache. */
export function useContactTerm(contactId: unknown): number | null | undefined {
  const id = typeof contactId === "string" && contactId ? contactId : null;
  const record = useQuery({ queryKey: oneKey(CONTACT_PATH, id ?? ""), queryFn: () => lookupApi.get(CONTACT_PATH, id ?? ""), enabled: id !== null, staleTime: 60_000, retry: false });
  if (!id || !record.data) return undefined;
  const term: unknown = (record.data.data as { term_of_payment?: unknown }).term_of_payment;
  return typeof term === "number" ? term : null;
}

/**
 * The due date follows the document's date and the contact's term of payment until the user sets it
 * by hand (issue 25): moving an invoice's date moves its due date, so the aging reads it right.
 */
export function useDueDate(form: FormInstance, { dateField, dueField, contactField }: { dateField: string; dueField: string; contactField: string }) {
  const date = Form.useWatch(dateField, form) as string | null | undefined;
  const termDays = useContactTerm(Form.useWatch(contactField, form));
  useFollowedField(form, dueField, dueDateWhenKnown(date, termDays));
}
