import type { Config } from '../config.js';

/** Outgoing mail over SMTP. Enabled only when fully configured, as Mealie decides `emailReady`. */
export function mailReady(config: Config): boolean {
  const s = config.smtp;
  if (!s.host || !s.port || !s.fromName || !s.fromEmail) return false;
  if (s.strategy !== 'NONE' && (!s.user || !s.password)) return false;
  return true;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(config: Config, mail: Mail): Promise<void> {
  const s = config.smtp;
  // Loaded on the first mail: most servers send none for days.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.strategy === 'SSL',
    requireTLS: s.strategy === 'TLS',
    ignoreTLS: s.strategy === 'NONE',
    auth: s.strategy === 'NONE' ? undefined : { user: s.user!, pass: s.password! },
    connectionTimeout: 15_000,
  });
  try {
    await transport.sendMail({ from: { name: s.fromName, address: s.fromEmail! }, ...mail });
  } finally {
    transport.close();
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(baseUrl: string, token: string, fullName: string): Omit<Mail, 'to'> {
  const link = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    subject: 'Reset your Larder password',
    text: `Hello ${fullName},\n\nSomeone asked to reset the password of your Larder account. If it was you, open this link within two days:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>Someone asked to reset the password of your Larder account. If it was you, open this link within two days:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If it was not you, ignore this message; your password stays as it is.</p>`,
  };
}
