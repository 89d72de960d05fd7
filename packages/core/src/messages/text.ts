import type { Language } from "../screens/registry.js";
import { cashbankMessages } from "./cashbank.js";
import { documentRuleMessages } from "./document-rules.js";
import { ledgerMessages } from "./ledger.js";
import { purchasingMessages } from "./purchasing.js";
import { salesMessages } from "./sales.js";
import { payablesMessages } from "./payables.js";
import { cashAdvanceMessages } from "../cash-advance/messages.js";

/** Messages the server sends (and the web may show), English and Indonesian. */
export const messages = {
  ...cashbankMessages,
  ...documentRuleMessages,
  ...ledgerMessages,
  ...salesMessages,
  ...cashAdvanceMessages,
  validation_failed: { en: "The given data was invalid.", id: "Data yang diberikan tidak valid." },
  malformed_json: {
    en: "The request body is not valid JSON.",
    id: "Isi permintaan bukan JSON yang valid.",
  },
  payload_too_large: { en: "The request body is too large.", id: "Isi permintaan terlalu besar." },
  unsupported_media_type: {
    en: "The request body must be JSON.",
    id: "Isi permintaan harus berupa JSON.",
  },
  not_found: { en: "Not found.", id: "Data tidak ditemukan." },
  route_not_found: { en: "This API route does not exist.", id: "Rute API ini tidak ada." },
  unauthenticated: {
    en: "You are not logged in or your session has ended.",
    id: "Anda belum masuk atau sesi Anda telah berakhir.",
  },
  forbidden: {
    en: "You are not allowed to do this.",
    id: "Anda tidak diizinkan melakukan ini.",
  },
  no_company: {
    en: "Register or choose a company first.",
    id: "Daftarkan atau pilih perusahaan terlebih dahulu.",
  },
  server_error: {
    en: "Something went wrong on our side. Please try again.",
    id: "Terjadi kesalahan di sisi kami. Silakan coba lagi.",
  },
  database_unavailable: {
    en: "The database is not reachable at the moment. Please try again in a few seconds.",
    id: "Basis data sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.",
  },
  transaction_conflict: {
    en: "Someone else was changing the same data at the same moment. Please try again.",
    id: "Orang lain sedang mengubah data yang sama pada saat yang sama. Silakan coba lagi.",
  },
  not_ready: {
    en: "The service is not ready to take requests.",
    id: "Layanan belum siap menerima permintaan.",
  },
  too_many_requests: {
    en: "Too many requests. Please wait a moment and try again.",
    id: "Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.",
  },
  idempotency_in_progress: {
    en: "A request with this Idempotency-Key is still being processed.",
    id: "Permintaan dengan Idempotency-Key ini masih diproses.",
  },
  idempotency_mismatch: {
    en: "This Idempotency-Key was already used with a different request.",
    id: "Idempotency-Key ini sudah dipakai untuk permintaan lain.",
  },
  signup_success: {
    en: "Your account has been created. Check your email for the activation link.",
    id: "Akun Anda telah dibuat. Periksa email Anda untuk tautan aktivasi.",
  },
  activation_success: {
    en: "Your account has been activated successfully",
    id: "Akun Anda berhasil diaktifkan",
  },
  activation_failed: { en: "Sorry Something Wrong!", id: "Maaf, Terjadi Kesalahan!" },
  token_invalid: {
    en: "This link is invalid, already used or expired.",
    id: "Tautan ini tidak valid, sudah dipakai, atau kedaluwarsa.",
  },
  login_failed: { en: "Invalid email or password.", id: "Email atau kata sandi salah." },
  login_success: { en: "Logged in successfully.", id: "Berhasil masuk." },
  not_activated: {
    en: "Your account is not activated yet. Check your email for the activation link.",
    id: "Akun Anda belum diaktifkan. Periksa email Anda untuk tautan aktivasi.",
  },
  login_locked: {
    en: "Too many failed login attempts. Try again in {minutes} minutes.",
    id: "Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam {minutes} menit.",
  },
  // Abuse limits on the public doors (server platform/rate-limits.ts): per client address or e-mail.
  rate_limited: {
    en: "Too many attempts. Please wait {minutes} minutes and try again.",
    id: "Terlalu banyak percobaan. Tunggu {minutes} menit lalu coba lagi.",
  },
  logout_success: { en: "You have been logged out.", id: "Anda telah keluar." },
  forgot_password_sent: {
    en: "If an account exists for this email, we have sent a link to reset the password.",
    id: "Jika akun dengan email ini ada, kami telah mengirim tautan untuk mengatur ulang kata sandi.",
  },
  password_reset: {
    en: "Your password has been reset. You can log in now.",
    id: "Kata sandi Anda telah diatur ulang. Silakan masuk.",
  },
  password_changed: { en: "Your password has been changed.", id: "Kata sandi Anda telah diubah." },
  current_password_wrong: {
    en: "The current password is incorrect.",
    id: "Kata sandi saat ini salah.",
  },
  profile_updated: { en: "Your profile has been updated.", id: "Profil Anda telah diperbarui." },
  company_registered: {
    en: "Your company has been registered.",
    id: "Perusahaan Anda telah didaftarkan.",
  },
  company_switched: { en: "Active company changed.", id: "Perusahaan aktif telah diganti." },
  company_updated: {
    en: "The company profile has been updated.",
    id: "Profil perusahaan telah diperbarui.",
  },
  not_member: {
    en: "You are not a member of this company.",
    id: "Anda bukan anggota perusahaan ini.",
  },
  created: { en: "Saved successfully.", id: "Berhasil disimpan." },
  updated: { en: "Updated successfully.", id: "Berhasil diperbarui." },
  deleted: { en: "Deleted successfully.", id: "Berhasil dihapus." },
  role_in_use: {
    en: "This role is assigned to {count} member(s). Remove it from them first.",
    id: "Peran ini dipakai oleh {count} anggota. Lepaskan dari mereka terlebih dahulu.",
  },
  record_in_use: {
    en: "This record is used by other data and cannot be deleted.",
    id: "Data ini dipakai oleh data lain dan tidak dapat dihapus.",
  },
  office_head_delete: {
    en: "The head office cannot be deleted.",
    id: "Kantor pusat tidak dapat dihapus.",
  },
  member_owner_remove: {
    en: "The company owner cannot be removed.",
    id: "Pemilik perusahaan tidak dapat dihapus.",
  },
  member_self_remove: {
    en: "You cannot remove yourself from the company.",
    id: "Anda tidak dapat menghapus diri sendiri dari perusahaan.",
  },
  member_owner_roles: {
    en: "The company owner always has every permission; their roles cannot be changed.",
    id: "Pemilik perusahaan selalu memiliki semua hak akses; perannya tidak dapat diubah.",
  },
  invitation_sent: { en: "The invitation has been sent.", id: "Undangan telah dikirim." },
  invitation_already_member: {
    en: "This person is already a member of the company.",
    id: "Orang ini sudah menjadi anggota perusahaan.",
  },
  invitation_pending: {
    en: "An invitation for this email is already pending.",
    id: "Undangan untuk email ini masih menunggu.",
  },
  invitation_cancelled: { en: "The invitation has been cancelled.", id: "Undangan telah dibatalkan." },
  invitation_accepted: {
    en: "You have joined {company}. You can log in now.",
    id: "Anda telah bergabung dengan {company}. Silakan masuk.",
  },
  invitation_not_pending: {
    en: "This invitation is no longer pending.",
    id: "Undangan ini sudah tidak menunggu lagi.",
  },
  unknown_roles: {
    en: "One or more roles do not exist in this company.",
    id: "Satu atau lebih peran tidak ada di perusahaan ini.",
  },
  period_closed: {
    en: "The period {period} is closed. Reopen it first.",
    id: "Periode {period} sudah ditutup. Buka kembali terlebih dahulu.",
  },
  journal_unbalanced: {
    en: "Total debit ({debit}) must equal total credit ({credit}).",
    id: "Total debit ({debit}) harus sama dengan total kredit ({credit}).",
  },
  journal_rejected: {
    en: "The database refused an unbalanced journal.",
    id: "Basis data menolak jurnal yang tidak seimbang.",
  },
  amount_out_of_range: {
    en: "An amount or an account's total would exceed what the ledger can hold (92 233 720 368 547 758.07).",
    id: "Jumlah atau total akun akan melebihi batas yang dapat disimpan buku besar (92 233 720 368 547 758,07).",
  },
  journal_immutable: {
    en: "A posted journal cannot be changed; reverse it instead.",
    id: "Jurnal yang sudah diposting tidak dapat diubah; buat jurnal pembalik.",
  },
  line_both_sides: {
    en: "A line takes either a debit or a credit, not both.",
    id: "Satu baris hanya boleh berisi debit atau kredit, tidak keduanya.",
  },
  line_no_amount: { en: "Enter a debit or a credit amount.", id: "Isi jumlah debit atau kredit." },
  line_negative: { en: "Amounts cannot be negative.", id: "Jumlah tidak boleh negatif." },
  line_too_large: { en: "The amount is too large.", id: "Jumlah terlalu besar." },
  journal_no_lines: { en: "A journal needs at least two lines.", id: "Jurnal memerlukan minimal dua baris." },
  journal_too_many_lines: {
    en: "A journal may have at most 1000 lines.",
    id: "Jurnal maksimal berisi 1000 baris.",
  },
  account_header: {
    en: "Account {code} has sub-accounts; post to one of them.",
    id: "Akun {code} memiliki subakun; posting ke salah satu subakunnya.",
  },
  account_inactive: { en: "Account {code} is inactive.", id: "Akun {code} tidak aktif." },
  journal_already_reversed: {
    en: "This journal has already been reversed.",
    id: "Jurnal ini sudah dibalik.",
  },
  journal_reversed: { en: "The journal has been reversed.", id: "Jurnal telah dibalik." },
  journal_posted: { en: "The journal has been posted.", id: "Jurnal telah diposting." },
  no_head_office: {
    en: "The company has no head office to post to.",
    id: "Perusahaan tidak memiliki kantor pusat untuk posting.",
  },
  account_parent_type: {
    en: "The parent account must be of the same type.",
    id: "Akun induk harus memiliki tipe yang sama.",
  },
  account_parent_cycle: {
    en: "An account cannot be placed under itself or one of its sub-accounts.",
    id: "Akun tidak dapat ditempatkan di bawah dirinya sendiri atau subakunnya.",
  },
  account_parent_posted: {
    en: "Account {code} already has postings, so it cannot get sub-accounts.",
    id: "Akun {code} sudah memiliki posting, sehingga tidak dapat memiliki subakun.",
  },
  account_type_has_children: {
    en: "Change the type of the sub-accounts first.",
    id: "Ubah tipe subakun terlebih dahulu.",
  },
  account_is_default: {
    en: "This account is a default account ({role}); choose another default first.",
    id: "Akun ini adalah akun bawaan ({role}); pilih akun bawaan lain terlebih dahulu.",
  },
  upload_failed: {
    en: "Nothing was imported: {count} problem(s) found. Fix the rows listed and upload again.",
    id: "Tidak ada yang diimpor: ditemukan {count} masalah. Perbaiki baris yang disebutkan lalu unggah lagi.",
  },
  upload_empty: { en: "The file has no rows.", id: "Berkas tidak berisi baris." },
  upload_too_many: { en: "The file may have at most {max} rows.", id: "Berkas maksimal berisi {max} baris." },
  upload_date_mismatch: {
    en: "All rows of journal {ref} must have the same date.",
    id: "Semua baris jurnal {ref} harus bertanggal sama.",
  },
  upload_done: {
    en: "{journals} draft journal(s) with {lines} line(s) imported.",
    id: "{journals} draf jurnal dengan {lines} baris diimpor.",
  },
  upload_type: {
    en: "Upload a CSV or XLSX file.",
    id: "Unggah berkas CSV atau XLSX.",
  },
  draft_posted_already: {
    en: "This draft has already been posted.",
    id: "Draf ini sudah diposting.",
  },
  document_transition: {
    en: "This document is {status}: it cannot be {action} now.",
    id: "Dokumen ini berstatus {status}: tidak dapat di{action} sekarang.",
  },
  document_stale: {
    en: "This document was changed by someone else (version {current}). Reload it and try again.",
    id: "Dokumen ini telah diubah orang lain (versi {current}). Muat ulang lalu coba lagi.",
  },
  document_own_approval: {
    en: "You cannot approve or reject a document you requested.",
    id: "Anda tidak dapat menyetujui atau menolak dokumen yang Anda ajukan sendiri.",
  },
  document_creator_approval: {
    en: "You cannot approve or reject a document you created: another approver must act on it.",
    id: "Anda tidak dapat menyetujui atau menolak dokumen yang Anda buat sendiri: penyetuju lain harus memprosesnya.",
  },
  document_not_approver: {
    en: "You are not an approver of this document's current level.",
    id: "Anda bukan penyetuju tingkat persetujuan dokumen ini saat ini.",
  },
  document_submitted: { en: "Submitted for approval.", id: "Diajukan untuk persetujuan." },
  document_approved: { en: "Approved.", id: "Disetujui." },
  document_posted: { en: "Approved and posted to the ledger.", id: "Disetujui dan diposting ke buku besar." },
  document_approved_level: {
    en: "Approved at level {level}; waiting for the next level.",
    id: "Disetujui pada tingkat {level}; menunggu tingkat berikutnya.",
  },
  document_rejected: { en: "Rejected and returned to the requester.", id: "Ditolak dan dikembalikan ke pengaju." },
  document_cancelled: { en: "Cancelled.", id: "Dibatalkan." },
  document_unbalanced: {
    en: "Debits ({debit}) and credits ({credit}) must be equal before submitting.",
    id: "Debit ({debit}) dan kredit ({credit}) harus sama sebelum diajukan.",
  },
  approver_unknown: {
    en: "The approver {id} is not a member or role of this company.",
    id: "Penyetuju {id} bukan anggota atau peran di perusahaan ini.",
  },
  approval_mail_subject: {
    en: "{document} {number} waits for your approval",
    id: "{document} {number} menunggu persetujuan Anda",
  },
  approval_mail_body: {
    en: "{requester} submitted {document} {number} of {amount}. Open it to approve or reject: {link}",
    id: "{requester} mengajukan {document} {number} sebesar {amount}. Buka untuk menyetujui atau menolak: {link}",
  },
  status_draft: { en: "draft", id: "draf" },
  status_pending: { en: "pending approval", id: "menunggu persetujuan" },
  status_rejected: { en: "rejected", id: "ditolak" },
  status_approved: { en: "approved", id: "disetujui" },
  status_cancelled: { en: "cancelled", id: "dibatalkan" },
  action_edit: { en: "edited", id: "ubah" },
  action_delete: { en: "deleted", id: "hapus" },
  action_submit: { en: "submitted", id: "ajukan" },
  action_approve: { en: "approved", id: "setujui" },
  action_reject: { en: "rejected", id: "tolak" },
  action_cancel: { en: "cancelled", id: "batalkan" },
  journals_posted: { en: "{count} journal(s) posted.", id: "{count} jurnal diposting." },
  drafts_posted: { en: "{count} draft(s) posted.", id: "{count} draf diposting." },
  period_already_closed: { en: "The period {period} is already closed.", id: "Periode {period} sudah ditutup." },
  period_not_closed: { en: "The period {period} is not closed.", id: "Periode {period} tidak dalam keadaan ditutup." },
  period_closed_done: { en: "The period {period} has been closed.", id: "Periode {period} telah ditutup." },
  period_reopened: { en: "The period {period} has been reopened.", id: "Periode {period} telah dibuka kembali." },
  year_end_exists: {
    en: "The year {year} is already closed by journal {number}. Reverse it first to close again.",
    id: "Tahun {year} sudah ditutup dengan jurnal {number}. Balik jurnal itu terlebih dahulu untuk menutup ulang.",
  },
  year_end_no_retained_earnings: {
    en: "Choose the retained earnings account in the default accounts first.",
    id: "Pilih akun laba ditahan pada akun bawaan terlebih dahulu.",
  },
  year_end_nothing: {
    en: "There is no revenue or expense in {year} to close.",
    id: "Tidak ada pendapatan atau beban pada tahun {year} untuk ditutup.",
  },
  year_end_done: {
    en: "The year {year} has been closed with journal {number}.",
    id: "Tahun {year} telah ditutup dengan jurnal {number}.",
  },
  report_too_large: {
    en: "The report has more than {max} lines. Choose a shorter period or fewer accounts.",
    id: "Laporan berisi lebih dari {max} baris. Pilih periode yang lebih pendek atau akun yang lebih sedikit.",
  },
  report_range_too_long: {
    en: "The period may be at most {years} years.",
    id: "Periode maksimal {years} tahun.",
  },
  import_done: { en: "{count} row(s) imported.", id: "{count} baris diimpor." },
  import_duplicate_row: {
    en: "The same code already appears on row {row} of the file.",
    id: "Kode yang sama sudah ada pada baris {row} berkas.",
  },
  cashbank_users_mapped: { en: "{count} user(s) mapped to this cashbank.", id: "{count} pengguna dipetakan ke kas/bank ini." },
  cashbank_user_removed: { en: "The user was removed from this cashbank.", id: "Pengguna telah dihapus dari kas/bank ini." },
  token_created: {
    en: "Copy this token now: it will not be shown again.",
    id: "Salin token ini sekarang: token tidak akan ditampilkan lagi.",
  },
  not_member_users: {
    en: "One or more users are not members of this company.",
    id: "Satu atau lebih pengguna bukan anggota perusahaan ini.",
  },
  token_revoked: { en: "The token has been revoked.", id: "Token telah dicabut." },
  attachment_type_not_allowed: {
    en: "Only PDF, JPEG, PNG and XLSX files can be attached; the content of {file_name} is not one of them.",
    id: "Hanya berkas PDF, JPEG, PNG, dan XLSX yang dapat dilampirkan; isi {file_name} bukan salah satunya.",
  },
  attachment_too_large: {
    en: "The file is too large: at most {max} can be attached.",
    id: "Berkas terlalu besar: paling besar {max} yang dapat dilampirkan.",
  },
  attachment_file_required: {
    en: "Choose a file to upload (multipart/form-data, field file).",
    id: "Pilih berkas untuk diunggah (multipart/form-data, kolom file).",
  },
  attachment_limit_reached: {
    en: "A document can carry at most {max} attachments; delete one first.",
    id: "Satu dokumen paling banyak memuat {max} lampiran; hapus salah satu terlebih dahulu.",
  },
  print_in_words_id: { en: "In words (Indonesian)", id: "Terbilang" },
  print_in_words_en: { en: "In words", id: "Terbilang (Inggris)" },
  print_prepared_by: { en: "Prepared by", id: "Dibuat oleh" },
  print_approved_by: { en: "Approved by", id: "Disetujui oleh" },
  print_received_by: { en: "Received by", id: "Diterima oleh" },
  print_number: { en: "Number", id: "Nomor" },
  print_page: { en: "Page {page} of {pages}", id: "Halaman {page} dari {pages}" },
  print_printed_at: { en: "Printed {time}", id: "Dicetak {time}" },
  print_journal_voucher: { en: "Journal voucher", id: "Bukti jurnal" },
  print_draft_journal: { en: "Draft journal", id: "Draf jurnal" },
  print_status: { en: "Status", id: "Status" },
  print_date: { en: "Date", id: "Tanggal" },
  print_posted_at: { en: "Posted", id: "Diposting" },
  print_office: { en: "Office", id: "Kantor" },
  print_description: { en: "Description", id: "Keterangan" },
  print_account: { en: "Account", id: "Akun" },
  print_debit: { en: "Debit", id: "Debit" },
  print_credit: { en: "Credit", id: "Kredit" },
  print_total: { en: "Total", id: "Total" },
  print_contact: { en: "Contact", id: "Kontak" },
  print_reverses: { en: "Reverses", id: "Membalik" },
  print_reversed_by: { en: "Reversed by", id: "Dibalik oleh" },
  attachment_uploaded: { en: "The file has been attached.", id: "Berkas telah dilampirkan." },
  attachment_deleted: { en: "The attachment has been deleted.", id: "Lampiran telah dihapus." },
  ...purchasingMessages,
  ...payablesMessages,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  let text: string = messages[key][language];
  for (const [name, value] of Object.entries(params)) {
    text = text.replaceAll(`{${name}}`, String(value));
  }
  return text;
}
