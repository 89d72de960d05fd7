import { dueDateOf } from "@neraca/core";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The due date the document's date and the contact's term give (core's `dueDateOf`, as the server
 * computes an empty one), or undefined while either is unknown.
 */
export function dueDateWhenKnown(date: string | null | undefined, termDays: number | null | undefined): string | undefined {
  if (!date || termDays === undefined || !ISO_DATE.test(date)) return undefined;
  return dueDateOf(date, termDays);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * What a field that follows a derived value (a due date following the date and the term, an order's
 * term following the vendor's) becomes when that value changes from `derivedBefore` to `derived`:
 * the new value while the field is empty or still shows the value derived before; nothing (undefined:
 * it stays) once it was set by hand: a value other than the one derived before, typed by the user or
 * loaded with the document. A due date set by hand to exactly the date plus the term follows again.
 */
export function followedValue<V>({ current, derived, derivedBefore }: { current: unknown; derived: V | undefined; derivedBefore: V | undefined }): V | undefined {
  if (derived === undefined || current === derived) return undefined;
  if (isEmpty(current)) return derived;
  return derivedBefore !== undefined && current === derivedBefore ? derived : undefined;
}
