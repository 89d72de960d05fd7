import { npwpPattern } from "@neraca/core";

/**
 * NPWP as people type it (spaces, dots, dashes, digits only) → the form the shared schema accepts:
 * the legacy 15 digits as 01.250.290.9-801.000, the 16-digit form (NIK-based, since 2024) as bare
 * digits. Text with other characters, or another number of digits, is returned trimmed as it is, so
 * the schema names the problem instead of the field guessing.
 */
export function normalizeNpwp(input: string | null | undefined): string {
  const text = (input ?? "").trim();
  if (text === "" || /[^\d.\-\s]/.test(text)) return text;
  const digits = text.replace(/\D/g, "");
  if (digits.length === 15) return formatLegacyNpwp(digits);
  if (digits.length === 16) return digits;
  return text;
}

/** 15 digits → 01.250.290.9-801.000. */
export function formatLegacyNpwp(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12, 15)}`;
}

export type NpwpForm = "legacy" | "sixteen";

/** Which NPWP form a stored or typed value is, or null when it is none (or empty). */
export function npwpForm(value: string | null | undefined): NpwpForm | null {
  const text = normalizeNpwp(value);
  if (!npwpPattern.test(text)) return null;
  return text.replace(/\D/g, "").length === 16 ? "sixteen" : "legacy";
}

/** For lists: the legacy form always with its dots and dash (bare 15 digits may come from an import). */
export const displayNpwp = (value: string | null | undefined): string => (value ? normalizeNpwp(value) : "");
