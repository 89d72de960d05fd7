import { z } from "zod";

/**
 * Shapes of the API's answers (DESIGN §4), declared once: the server serializes through them and
 * the web derives its types from them.
 */

/** A money amount as the API sends it: a string with two decimals ("1500000.00"). */
export const moneyText = () => z.string().regex(/^-?\d+\.\d{2}$/);

export const listMetaResponse = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

/** `{ data: [...], meta: { page, per_page, total } }` */
export const listResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMetaResponse });

/** `{ data: {...} }` */
export const dataResponseSchema = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * An action's answer: `{ message, data }`, and `warnings` when the work was done but something needs
 * the user's eye (a bank account now below zero): texts in the user's language, shown by the web.
 */
export const actionResponseSchema = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data, warnings: z.array(z.string()).optional() });
