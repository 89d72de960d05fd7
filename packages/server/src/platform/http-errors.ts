import { formatIssues, translate, type MessageKey } from "@neraca/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, RequestValidationError } from "./errors.js";

const fastifyCodes: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "malformed_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "malformed_json" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "payload_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "unsupported_media_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: "malformed_json" },
};

/** Every error leaves as `{ message, errors? }` in the request's language; never a 500 for bad input. */
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
    const body: { message: string; errors?: Record<string, string[]> } = {
      message: translate(error.messageKey, language, error.params),
    };
    if (error.errors) body.errors = error.errors;
    return reply.code(error.statusCode).send(body);
  }
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
