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

/** Field display names (spec §5), English and Indonesian, keyed by the API's snake_case name. */
export const fieldNames = {
  organization_name: { en: "organization name", id: "nama organisasi" },
  brand_name: { en: "brand", id: "merek" },
  brand: { en: "brand", id: "merek" },
  business_type: { en: "business type", id: "jenis usaha" },
  cut_off_date: { en: "cut off date", id: "tanggal cut off" },
  pricing_plan: { en: "pricing plan", id: "paket harga" },
  billing_cycle: { en: "billing cycle", id: "siklus penagihan" },
  user_name: { en: "username", id: "nama pengguna" },
  user_code: { en: "user code", id: "kode pengguna" },
  email: { en: "email", id: "email" },
  password: { en: "password", id: "kata sandi" },
  current_password: { en: "current password", id: "kata sandi saat ini" },
  password_confirmation: { en: "password confirmation", id: "konfirmasi kata sandi" },
  agreement: { en: "agreement", id: "persetujuan" },
  token: { en: "token", id: "token" },
  company_id: { en: "company", id: "perusahaan" },
  transaction_type: { en: "transaction type", id: "jenis transaksi" },
  code: { en: "code", id: "kode" },
  name: { en: "name", id: "nama" },
  period: { en: "period", id: "periode" },
  account: { en: "account", id: "akun" },
  quantity: { en: "quantity", id: "kuantitas" },
  unit: { en: "unit", id: "satuan" },
  price: { en: "price", id: "harga" },
  tax: { en: "tax", id: "pajak" },
  cashbank: { en: "cashbank", id: "kas bank" },
  contact: { en: "contact", id: "kontak" },
  date: { en: "date", id: "tanggal" },
  tags: { en: "tags", id: "tag" },
  description: { en: "description", id: "keterangan" },
  amount: { en: "amount", id: "jumlah" },
  pay_from: { en: "pay from", id: "bayar dari" },
  deposit_to: { en: "deposit to", id: "setor ke" },
  receive_from: { en: "receive from", id: "terima dari" },
  pay_to: { en: "pay to", id: "bayar ke" },
  bank_name: { en: "bank name", id: "nama bank" },
  bank_account_name: { en: "bank account name", id: "nama pemilik rekening" },
  bank_account_number: { en: "bank account number", id: "nomor rekening" },
  bank_branch: { en: "bank office", id: "kantor cabang bank" },
  activity: { en: "activity", id: "aktivitas" },
  office: { en: "office", id: "kantor" },
  branch: { en: "branch", id: "cabang" },
  fax: { en: "fax", id: "faks" },
  website: { en: "website", id: "situs web" },
  npwp: { en: "NPWP", id: "NPWP" },
  address: { en: "address", id: "alamat" },
  phone: { en: "phone", id: "telepon" },
  logo: { en: "logo", id: "logo" },
  avatar: { en: "avatar", id: "avatar" },
  is_national: { en: "national user", id: "pengguna nasional" },
  is_head_office: { en: "head office", id: "kantor pusat" },
  role_ids: { en: "roles", id: "peran" },
  permissions: { en: "permissions", id: "hak akses" },
  action: { en: "action", id: "aksi" },
  resource: { en: "resource", id: "sumber daya" },
  language: { en: "language", id: "bahasa" },
  page: { en: "page", id: "halaman" },
  per_page: { en: "per page", id: "per halaman" },
  q: { en: "search", id: "pencarian" },
  parent_id: { en: "parent", id: "induk" },
  subtype: { en: "subtype", id: "subtipe" },
  type: { en: "type", id: "tipe" },
  normal_balance: { en: "normal balance", id: "saldo normal" },
  account_id: { en: "account", id: "akun" },
  account_code: { en: "account code", id: "kode akun" },
  office_id: { en: "office", id: "kantor" },
  office_code: { en: "office code", id: "kode kantor" },
  work_unit_id: { en: "work unit", id: "unit kerja" },
  work_unit: { en: "work unit", id: "unit kerja" },
  work_unit_code: { en: "work unit code", id: "kode unit kerja" },
  activity_id: { en: "activity", id: "aktivitas" },
  activity_code: { en: "activity code", id: "kode aktivitas" },
  element_id: { en: "element", id: "elemen" },
  element: { en: "element", id: "elemen" },
  element_code: { en: "element code", id: "kode elemen" },
  contact_id: { en: "contact", id: "kontak" },
  tag_ids: { en: "tags", id: "tag" },
  head_user_id: { en: "head user", id: "pengguna kepala" },
  details: { en: "details", id: "rincian" },
  debit: { en: "debit", id: "debit" },
  credit: { en: "credit", id: "kredit" },
  journal_type: { en: "journal type", id: "jenis jurnal" },
  journal_ref: { en: "journal reference", id: "referensi jurnal" },
  date_from: { en: "start date", id: "tanggal awal" },
  date_to: { en: "end date", id: "tanggal akhir" },
  reason: { en: "reason", id: "alasan" },
  note: { en: "note", id: "catatan" },
  prefix: { en: "prefix", id: "prefiks" },
  color: { en: "colour", id: "warna" },
  year: { en: "year", id: "tahun" },
  sort: { en: "sort", id: "urutan" },
} as const satisfies Record<string, Record<Language, string>>;

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
