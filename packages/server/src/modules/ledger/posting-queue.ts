import type { Db, Tx } from "../../db/client.js";
import type { AppError } from "../../platform/errors.js";
import { inTransaction, outsideRequest, requestHoldsTransaction } from "../../db/tenant.js";
import type { PostedJournal, PostingOutcome, PostingRequest } from "./ledger.types.js";
import { postMany } from "./ledger.post.js";

interface Waiting {
  request: PostingRequest;
  resolve: (journal: PostedJournal) => void;
  reject: (error: unknown) => void;
}

/** At most this many postings share one transaction. */
const GROUP_MAX = 200;

/**
 * Group commit for postings that arrive one per request. While a company's postings are being
 * written, the next ones wait and then go through the door together: one transaction, one lookup,
 * one write and one commit for the whole group, instead of one of each per journal. A lone
 * posting goes at once, so nothing waits when there is no crowd.
 *
 * Every posting stays all or nothing: one refused by its checks is answered with its own error and
 * the others are written; if the group's transaction fails for any other reason, each posting is
 * tried again alone, so one posting's failure never fails another.
 */
export class PostingQueue {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly busy = new Set<string>();

  /**
   * `guard`: checks the postings in their transaction before the door (in order; earlier ones of a
   * group first), answering the error that refuses each, or null.
   */
  constructor(
    private readonly db: Db,
    private readonly guard?: (tx: Tx, requests: readonly PostingRequest[]) => Promise<(AppError | null)[]>,
  ) {}

  /** The postings through the guard and the door in one transaction: each one's journal or error. */
  private async postGuarded(tx: Tx, requests: PostingRequest[]): Promise<PostingOutcome[]> {
    const refused = this.guard ? await this.guard(tx, requests) : [];
    const passing = requests.flatMap((request, i) => (refused[i] ? [] : [{ request, i }]));
    const written = passing.length ? await postMany(tx, passing.map((p) => p.request), { partial: true }) : [];
    const outcomes: PostingOutcome[] = requests.map((_r, i) => (refused[i] ? { error: refused[i] as AppError } : {}));
    passing.forEach((p, k) => {
      outcomes[p.i] = written[k] ?? {};
    });
    return outcomes;
  }

  post(request: PostingRequest): Promise<PostedJournal> {
    // A request that keeps its answer with its work (an Idempotency-Key) posts in its own transaction.
    if (requestHoldsTransaction()) return this.postAlone(request);
    return new Promise((resolve, reject) => {
      const companyId = request.actor.companyId;
      const queue = this.waiting.get(companyId);
      if (queue) queue.push({ request, resolve, reject });
      else this.waiting.set(companyId, [{ request, resolve, reject }]);
      // The queue serves many requests: its transactions belong to none of them.
      if (!this.busy.has(companyId)) outsideRequest(() => void this.drain(companyId));
    });
  }

  private async postAlone(request: PostingRequest): Promise<PostedJournal> {
    const [outcome] = await inTransaction(this.db, request.actor, (tx) => this.postGuarded(tx, [request]));
    if (outcome?.journal) return outcome.journal;
    throw outcome?.error ?? new Error("posting gave no outcome");
  }

  private async drain(companyId: string) {
    this.busy.add(companyId);
    try {
      for (;;) {
        const queue = this.waiting.get(companyId);
        if (!queue || queue.length === 0) break;
        await this.write(queue.splice(0, GROUP_MAX));
      }
    } finally {
      this.waiting.delete(companyId);
      this.busy.delete(companyId);
    }
  }

  private async write(group: Waiting[]): Promise<void> {
    const first = group[0] as Waiting;
    try {
      const outcomes = await inTransaction(this.db, first.request.actor, (tx) =>
        this.postGuarded(
          tx,
          group.map((w) => w.request),
        ),
      );
      outcomes.forEach((outcome, i) => {
        const w = group[i] as Waiting;
        if (outcome.journal) w.resolve(outcome.journal);
        else w.reject(outcome.error ?? new Error("posting gave no outcome"));
      });
    } catch (error) {
      if (group.length === 1) {
        first.reject(error);
        return;
      }
      for (const w of group) await this.write([w]);
    }
  }
}
