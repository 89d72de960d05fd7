import type { Tx } from "../../db/client.js";
import type { AppError } from "../../platform/errors.js";
import type { PostingRequest } from "../ledger/ledger.types.js";

/**
 * A check a module puts on manual journals posted directly (`POST /transactions/journal` and its
 * batch), in the transaction that posts them and before the ledger's door: it answers, for each
 * posting in order, the error that refuses it or null. Budget control registers one (a manual journal
 * under a stop budget is refused as its draft would be), as document guards are registered.
 */
export type ManualPostingGuard = (tx: Tx, requests: readonly PostingRequest[]) => Promise<(AppError | null)[]>;

const guards: ManualPostingGuard[] = [];

export function registerManualPostingGuard(guard: ManualPostingGuard): void {
  guards.push(guard);
}

/** Every registered guard's answer for each posting: the first error that refuses it, or null. */
export async function guardManualPostings(tx: Tx, requests: readonly PostingRequest[]): Promise<(AppError | null)[]> {
  const out: (AppError | null)[] = requests.map(() => null);
  for (const guard of guards) {
    const answers = await guard(tx, requests);
    answers.forEach((a, i) => {
      if (a && !out[i]) out[i] = a;
    });
  }
  return out;
}
