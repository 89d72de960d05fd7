import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "@neraca/core";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (activation, reset, invitation); logged when not sent by SMTP. */
  link: string;
}

export interface SentMail extends MailMessage {
  file: string | null;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * Mail goes through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * in `<DATA_DIR>/mail/` and its link is logged, so a fresh install works without a mail server.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;
  /** The most recent messages, newest last (tests read links from here). */
  readonly outbox: SentMail[] = [];

  constructor(
    smtpUrl: string | null,
    private readonly mailDir: string,
    private readonly logger: Logger,
    private readonly from = "Neraca <no-reply@neraca.local>",
  ) {
    this.toFiles = !smtpUrl;
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // The link unbroken on one line, for people and scripts reading the .eml file.
      headers: { "X-Neraca-Link": message.link },
    });
    let file: string | null = null;
    if (this.toFiles) {
      mkdirSync(this.mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      file = path.join(this.mailDir, `${stamp}-${safeTo}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      this.logger.info({ to: message.to, file, link: message.link }, `mail written: ${message.subject}`);
    }
    const sent = { ...message, file };
    this.outbox.push(sent);
    if (this.outbox.length > 100) this.outbox.shift();
    return sent;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function compose(to: string, subject: string, lines: string[], action: string, link: string): MailMessage {
  const text = `${lines.join("\n\n")}\n\n${action}: ${link}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p style="color:#888">${escapeHtml(link)}</p></body></html>`;
  return { to, subject, text, html, link };
}

export function activationMail(language: Language, to: string, name: string, link: string): MailMessage {
  return language === "id"
    ? compose(to, "Aktifkan akun Neraca Anda", [`Halo ${name},`, "Terima kasih telah mendaftar di Neraca. Tautan ini berlaku 24 jam."], "Aktifkan akun", link)
    : compose(to, "Activate your Neraca account", [`Hello ${name},`, "Thank you for signing up to Neraca. This link is valid for 24 hours."], "Activate account", link);
}

export function resetMail(language: Language, to: string, name: string, link: string): MailMessage {
  return language === "id"
    ? compose(to, "Atur ulang kata sandi Neraca", [`Halo ${name},`, "Kami menerima permintaan untuk mengatur ulang kata sandi Anda. Tautan ini berlaku 30 menit. Abaikan email ini jika Anda tidak memintanya."], "Atur ulang kata sandi", link)
    : compose(to, "Reset your Neraca password", [`Hello ${name},`, "We received a request to reset your password. This link is valid for 30 minutes. Ignore this mail if you did not ask for it."], "Reset password", link);
}

export function invitationMail(
  language: Language,
  to: string,
  name: string,
  companyName: string,
  inviterName: string,
  link: string,
): MailMessage {
  return language === "id"
    ? compose(to, `Undangan bergabung dengan ${companyName} di Neraca`, [`Halo ${name},`, `${inviterName} mengundang Anda untuk bergabung dengan ${companyName} di Neraca. Tautan ini berlaku 7 hari.`], "Terima undangan", link)
    : compose(to, `Invitation to join ${companyName} on Neraca`, [`Hello ${name},`, `${inviterName} invited you to join ${companyName} on Neraca. This link is valid for 7 days.`], "Accept invitation", link);
}

/** A document waits for the recipient's approval. */
export function approvalMail(to: string, subject: string, body: string, action: string, link: string): MailMessage {
  return compose(to, subject, [body], action, link);
}
