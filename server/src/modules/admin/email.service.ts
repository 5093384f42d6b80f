import { requireAccess, type Scope } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { type Mail, mailReady, sendMail } from '../../platform/mail.js';
import type { EmailSuccess } from './email.schemas.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The test message of the site settings page; its button opens the instance (BASE_URL). */
function testMail(baseUrl: string): Omit<Mail, 'to'> {
  return {
    subject: 'Larder test e-mail',
    text: `This is a test e-mail from Larder. If you can read it, Larder can send e-mail.\n\nOpen Larder: ${baseUrl}\n`,
    html: `<p>This is a test e-mail from Larder. If you can read it, Larder can send e-mail.</p><p><a href="${escapeHtml(baseUrl)}">Open Larder</a></p>`,
  };
}

/** /api/admin/email: whether mail is configured, and a test message through it. */
export function createAdminEmailService(deps: Deps) {
  const { config } = deps;
  return {
    getEmailReady(scope: Scope): { ready: boolean } {
      requireAccess(scope, 'admin');
      return { ready: mailReady(config) };
    },

    /**
     * As Mealie: without SMTP settings nothing is sent and `success` is false; a failed delivery is
     * an answer with the SMTP error, so that the settings page can show it.
     */
    async sendTestEmail(scope: Scope, address: string): Promise<EmailSuccess> {
      requireAccess(scope, 'admin');
      if (!mailReady(config)) return { success: false, error: null };
      try {
        await sendMail(config, { to: address, ...testMail(config.baseUrl) });
        return { success: true, error: null };
      } catch (error) {
        return { success: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export type AdminEmailService = ReturnType<typeof createAdminEmailService>;
