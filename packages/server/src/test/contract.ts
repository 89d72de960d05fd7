import { z } from "zod";

/**
 * The schema with every object in it strict, however deep: an answer with a field the schema does
 * not name fails, as one missing a field does. Contract tests parse answers with it.
 */
export function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [key, deepStrict(value)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  return schema;
}

/** "ok", or the first issues of a failed parse (path and message) — readable in an `expect` diff. */
export function parseProblems(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) return "ok";
  return parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    .join("; ");
}
