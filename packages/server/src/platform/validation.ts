import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { RequestValidationError } from "./errors.js";

/**
 * Validates with zod, keeping every issue (with its input, to tell "missing" from "wrong") for
 * the error handler, which renders the spec's templates in the request's language.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? "body") };
  };
