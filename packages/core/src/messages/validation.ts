import { composeDomains } from "../domains.js";
import type { Language } from "../screens/registry.js";

/** Validation message templates (spec §5), English and Indonesian. `{field}` is the display name. */
export const validationTemplates = {
  required: { en: "The {field} field is required", id: "Kolom {field} wajib diisi" },
  email: {
    en: "The {field} field must be a valid email address",
    id: "Kolom {field} harus berupa alamat email yang valid",
  },
  min_length: {
    en: "The {field} field must be at least {min} characters",
    id: "Kolom {field} minimal {min} karakter",
  },
  max_length: {
    en: "The {field} field may not be greater than {max} characters",
    id: "Kolom {field} maksimal {max} karakter",
  },
  min_items: {
    en: "The {field} field must have at least {min} items",
    id: "Kolom {field} minimal berisi {min} item",
  },
  max_items: {
    en: "The {field} field may not have more than {max} items",
    id: "Kolom {field} maksimal berisi {max} item",
  },
  min_value: { en: "The {field} field must be at least {min}", id: "Kolom {field} minimal {min}" },
  max_value: {
    en: "The {field} field may not be greater than {max}",
    id: "Kolom {field} maksimal {max}",
  },
  between: {
    en: "The {field} field must be between {min} and {max}",
    id: "Kolom {field} harus di antara {min} dan {max}",
  },
  confirmed: {
    en: "The {field} field confirmation does not match",
    id: "Konfirmasi kolom {field} tidak cocok",
  },
  digits: {
    en: "The {field} field must be {digits} digits",
    id: "Kolom {field} harus {digits} digit",
  },
  integer: { en: "The {field} field must be an integer", id: "Kolom {field} harus bilangan bulat" },
  numeric: { en: "The {field} field must be a number", id: "Kolom {field} harus berupa angka" },
  double: {
    en: "The {field} field must be a valid decimal",
    id: "Kolom {field} harus berupa bilangan desimal yang valid",
  },
  alpha: {
    en: "The {field} field may only contain alphabetic characters",
    id: "Kolom {field} hanya boleh berisi huruf",
  },
  alpha_num: {
    en: "The {field} field may only contain letters and numbers",
    id: "Kolom {field} hanya boleh berisi huruf dan angka",
  },
  regex: { en: "The {field} field format is invalid", id: "Format kolom {field} tidak valid" },
  size: {
    en: "The {field} field size must be less than {size} KB",
    id: "Ukuran kolom {field} harus kurang dari {size} KB",
  },
  image: { en: "The {field} field must be an image", id: "Kolom {field} harus berupa gambar" },
  string: { en: "The {field} field must be text", id: "Kolom {field} harus berupa teks" },
  boolean: {
    en: "The {field} field must be true or false",
    id: "Kolom {field} harus bernilai benar atau salah",
  },
  array: { en: "The {field} field must be a list", id: "Kolom {field} harus berupa daftar" },
  object: { en: "The {field} field must be an object", id: "Kolom {field} harus berupa objek" },
  date: {
    en: "The {field} field is not a valid date (YYYY-MM-DD)",
    id: "Kolom {field} bukan tanggal yang valid (YYYY-MM-DD)",
  },
  date_order: {
    en: "The {field} field may not be before the start date",
    id: "Kolom {field} tidak boleh sebelum tanggal awal",
  },
  in: { en: "The selected {field} is invalid", id: "{field} yang dipilih tidak valid" },
  uuid: { en: "The {field} field must be a valid ID", id: "Kolom {field} harus berupa ID yang valid" },
  url: { en: "The {field} field must be a valid URL", id: "Kolom {field} harus berupa URL yang valid" },
  not_allowed: { en: "The {field} field is not allowed", id: "Kolom {field} tidak diizinkan" },
  taken: { en: "The {field} has already been taken", id: "{field} sudah digunakan" },
  npwp: {
    en: "The {field} field must be a valid NPWP, e.g. 01.250.290.9-801.000",
    id: "Kolom {field} harus berupa NPWP yang valid, misalnya 01.250.290.9-801.000",
  },
  agreement: {
    en: "You must agree to the terms and conditions",
    id: "Anda harus menyetujui syarat dan ketentuan",
  },
  password_strength: {
    en: "The {field} field must contain letters and numbers",
    id: "Kolom {field} harus berisi huruf dan angka",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationRule = keyof typeof validationTemplates;

/**
 * Field display names (spec §5), English and Indonesian, keyed by the API's snake_case name: every
 * domain's, declared in its manifest and composed by `domains.ts`.
 */
export const fieldNames = composeDomains("fieldNames");

export function fieldDisplayName(field: string, language: Language): string {
  const entry = (fieldNames as Record<string, Record<Language, string>>)[field];
  return entry ? entry[language] : field.replaceAll("_", " ");
}

export function renderTemplate(
  rule: ValidationRule,
  field: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  let text: string = validationTemplates[rule][language];
  const values: Record<string, string | number> = {
    field: fieldDisplayName(field, language),
    ...params,
  };
  for (const [key, value] of Object.entries(values)) {
    text = text.replaceAll(`{${key}}`, String(value));
  }
  return text;
}
