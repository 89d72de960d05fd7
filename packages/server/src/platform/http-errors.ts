import { formatIssues, translate, type MessageKey } from "@neraca/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { sendStoredAnswer, StoredAnswer } from "./idempotency.js";
import { documentTitle } from "./documents/registry.js";
import { AppError, databaseRule, isDatabaseUnavailable, isOutOfRange, isTransactionConflict, RequestValidationError } from "./errors.js";

const fastifyCodes: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "malformed_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "malformed_json" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "payload_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "unsupported_media_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: "malformed_json" },
};

/** The answer to each rule our triggers enforce (`neraca:<rule>`); any other is a 422 "journal rejected". */
const databaseRules: Record<string, { status: number; key: MessageKey }> = {
  period_closed: { status: 422, key: "period_closed" },
  journal_immutable: { status: 409, key: "journal_immutable" },
  // A document's ledger line reconciled in a bank reconciliation (its removal refused).
  cashbank_reconciled_locked: { status: 409, key: "cashbank_reconciled_locked" },
  // A ledger line to be matched removed meanwhile by someone else.
  cashbank_line_gone: { status: 409, key: "rekon_line_gone" },
  // A document's journal reversed or removed other than through its document (0024).
  journal_owned_by_document: { status: 409, key: "journal_owned_by_document" },
};

/** The document a refused journal belongs to, named in the user's language (0024: `… belongs to <type> <number>`). */
function ownerParams(message: string, language: "en" | "id"): Record<string, string> {
  const owner = / belongs to (\S+) (.*)$/.exec(message);
  return owner ? { document: documentTitle(owner[1] as string, language), number: owner[2] as string } : {};
}

/** Every error leaves as `{ message, errors?, data? }` in the request's language; never a 500 for bad input. */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = request.language ?? "en";
  if (error instanceof RequestValidationError) {
    return reply.code(422).send({
      message: translate("validation_failed", language),
      errors: formatIssues(error.issues as z.core.$ZodIssue[], language),
    });
  }
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    const body: { message: string; errors?: Record<string, string[]>; data?: Record<string, unknown> } = {
      message: translate(error.messageKey, language, error.params),
    };
    if (error.errors) body.errors = error.errors;
    if (error.data) body.data = error.data;
    return reply.code(error.statusCode).send(body);
  }
  if (error instanceof StoredAnswer) return sendStoredAnswer(reply, error);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return reply.code(503).header("retry-after", "5").send({ message: translate("database_unavailable", language) });
  }
  if (isTransactionConflict(error)) {
    // Still losing after the transaction helper's retries (a deadlock or serialization failure).
    request.log.warn({ err: error }, "transaction conflict after retries");
    return reply.code(409).send({ message: translate("transaction_conflict", language) });
  }
  const rule = databaseRule(error);
  if (rule) {
    // The database's own walls (closed period, unbalanced or changed journal): a 4xx, never a 500.
    const period = /period (\d{4}-\d{2})/.exec(rule.message)?.[1] ?? "";
    const { status, key } = (Object.hasOwn(databaseRules, rule.rule) && databaseRules[rule.rule]) || { status: 422, key: "journal_rejected" };
    request.log.warn({ rule: rule.rule, detail: rule.message }, "database rule refused a change");
    return reply.code(status).send({ message: translate(key, language, { period, ...ownerParams(rule.message, language) }) });
  }
  if (isOutOfRange(error)) return reply.code(422).send({ message: translate("amount_out_of_range", language) });
  const code = (error as FastifyError).code;
  const known = code ? fastifyCodes[code] : undefined;
  if (known) return reply.code(known.status).send({ message: translate(known.key, language) });
  if (error instanceof SyntaxError) {
    return reply.code(400).send({ message: translate("malformed_json", language) });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.code(500).send({ message: translate("server_error", language) });
}
