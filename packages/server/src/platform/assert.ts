/**
 * A value the code relies on being there — a row the statement just wrote, a column an invariant
 * fills — asserted instead of cast (`row.x as string`): when it is null or undefined after all, the
 * request fails loudly with a 500 naming `why`, rather than carrying an undefined into a posting or
 * an answer.
 */
export function assertDefined<T>(value: T | null | undefined, why: string): T {
  if (value === null || value === undefined) throw new Error(`Invariant broken: ${why}`);
  return value;
}
