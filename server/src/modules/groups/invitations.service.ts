import crypto from 'node:crypto';
import { type MemberScope, requireAccess } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { type Mail, mailReady, sendMail } from '../../platform/mail.js';
import { deleteInviteTokensBefore, findHouseholdInviteToken, insertInviteToken, listInviteTokens } from './household-self.queries.js';
import type { EmailInitationResponse, EmailInvitation, ReadInviteToken } from './household-self.schemas.js';
import type { HouseholdSelfService } from './household-self.service.js';

/** An invitation works for four days after it was created (Mealie purges older ones daily). */
export const INVITATION_LIFETIME_MS = 4 * 86400_000;

/** The daily run that deletes invitations past their lifetime. */
export const INVITATIONS_PRUNE_JOB = 'invitations-prune';
export const INVITATIONS_PRUNE_SCHEDULE = '30 3 * * *';

export const invitationExpired = (createdAt: string | Date, now = Date.now()) =>
  now - new Date(createdAt).getTime() > INVITATION_LIFETIME_MS;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function invitationMail(baseUrl: string, token: string, householdName: string): Omit<Mail, 'to'> {
  const link = `${baseUrl}/register?token=${encodeURIComponent(token)}`;
  return {
    subject: `You are invited to join ${householdName} on Larder`,
    text: `Hello,\n\nYou have been invited to join the household "${householdName}" on Larder. Create your account with this link:\n\n${link}\n`,
    html: `<p>Hello,</p><p>You have been invited to join the household "${escapeHtml(householdName)}" on Larder.</p><p><a href="${escapeHtml(link)}">Create my account</a></p><p>${escapeHtml(link)}</p>`,
  };
}

const toReadInviteToken = (row: { token: string; uses_left: number; group_id: string; household_id: string }): ReadInviteToken => ({
  token: row.token,
  usesLeft: Number(row.uses_left),
  groupId: row.group_id,
  householdId: row.household_id,
});

/** /api/households/invitations: links that let new accounts join the caller's household. */
export function createInvitationsService(deps: Deps, household: HouseholdSelfService) {
  const { db, config } = deps;

  return {
    async listInvitations(auth: MemberScope): Promise<ReadInviteToken[]> {
      return (await listInviteTokens(db, auth)).filter((row) => !invitationExpired(row.created_at)).map(toReadInviteToken);
    },

    /** A 32-character url-safe token (Mealie's `secrets.token_urlsafe(24)`). */
    async createInvitation(auth: MemberScope, uses: number): Promise<ReadInviteToken> {
      requireAccess(auth, 'household.invite');
      const token = crypto.randomBytes(24).toString('base64url');
      await insertInviteToken(db, auth, token, uses);
      return { token, usesLeft: uses, groupId: auth.groupId, householdId: auth.householdId };
    },

    /**
     * Mails the registration link of one of the household's tokens. Like Mealie, a failed send is
     * an answer (`success: false` with the reason), not an error; an unknown token is a 404.
     */
    /** Deletes the invitations past their lifetime; answers how many. */
    pruneExpired(now = Date.now()): Promise<number> {
      return deleteInviteTokensBefore(db, new Date(now - INVITATION_LIFETIME_MS).toISOString());
    },

    async emailInvitation(auth: MemberScope, input: EmailInvitation): Promise<EmailInitationResponse> {
      const invite = await findHouseholdInviteToken(db, auth, input.token);
      if (!invite || invitationExpired(invite.created_at)) throw notFound('Invitation not found');
      if (!mailReady(config)) return { success: false, error: 'Email is not configured on this server (SMTP settings)' };
      try {
        await sendMail(config, { to: input.email, ...invitationMail(config.baseUrl, invite.token, (await household.getSelf(auth)).name) });
        return { success: true, error: null };
      } catch (error) {
        return { success: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
