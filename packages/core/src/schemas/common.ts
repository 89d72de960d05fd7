import { z } from "zod";
import { rule } from "../messages/issues.js";

/** Bounds on every input (TIGER_STYLE: put a limit on everything). */
export const limits = {
  name_length_max: 150,
  text_length_max: 1000,
  email_length_max: 254,
  password_length_min: 8,
  password_length_max: 128,
  per_page_max: 100,
  image_size_kb_max: 512,
} as const;

export const requiredString = (max: number = limits.name_length_max) =>
  z.string().trim().min(1).max(max);

/** Optional text: absent, null or empty all mean "no value" (stored as null). */
export const optionalString = (max: number = limits.name_length_max) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailField = () =>
  z.string().trim().toLowerCase().min(1).max(limits.email_length_max).pipe(z.email());

export const optionalEmail = () =>
  z
    .union([z.literal(""), z.null(), emailField()])
    .optional()
    .transform((v) => (v ? v : null));

export const passwordField = () =>
  z
    .string()
    .min(limits.password_length_min)
    .max(limits.password_length_max)
    .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), { message: rule("password_strength") });

export const dateField = () => z.iso.date();
export const idField = () => z.uuid();

/** NPWP: the legacy 15-digit form (01.250.290.9-801.000, or its bare digits) or the 16-digit form. */
export const npwpPattern = /^(\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}|\d{15}|\d{16})$/;

/** An NPWP as Coretax and e-Bupot take it, 16 digits: a legacy 15-digit number gets the leading 0; anything else is null. */
export function npwp16(value: string | null | undefined): string | null {
  if (!value || !npwpPattern.test(value.trim())) return null;
  const digits = value.replace(/\D/g, "");
  return digits.length === 15 ? `0${digits}` : digits;
}
export const optionalNpwp = () =>
  z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || npwpPattern.test(v), { message: rule("npwp") });

export const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v) || /^[^\s/]+\.[^\s]+$/.test(v), {
      message: rule("url"),
    });

export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[+\d][\d\s().-]{3,29}$/.test(v), { message: rule("regex") });

/** An image as a data URL (png, jpeg or webp), bounded in size. */
export const optionalImage = () =>
  z
    .string()
    .max(Math.ceil((limits.image_size_kb_max * 1024 * 4) / 3) + 64, {
      message: rule("size"),
      params: { size: limits.image_size_kb_max },
    } as never)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/.test(v), {
      message: rule("image"),
    });

export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(limits.per_page_max).default(10),
  q: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/)
    .optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idParams = z.strictObject({ id: z.uuid() });
