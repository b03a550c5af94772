// Sign-in (password, SMS code), the identity token exchange, sign-out and passwords.
import { recordHistory } from '../../access/history.ts';
import { defineHandlers } from '../../http/operation.ts';
import { loginWithPassword } from './login.ts';
import { OK } from './messages.ts';
import { changePassword, resetPassword } from './passwords.ts';
import { revokeCallerSessions } from './sessions.ts';
import { requestSmsCode, verifySmsCode } from './sms-code.ts';

const userAgentOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

export const authHandlers = defineHandlers({
  // request.ip: the client of the sign-in limits (TRUST_PROXY decides whether a proxy may say it).
  async loginWithPassword({ body, request, db, services }) {
    return loginWithPassword(db, services, body.username, body.password, request.ip);
  },

  async requestSmsCode({ body, request, db, services }) {
    return requestSmsCode(db, services, body.phoneNumber, request.ip);
  },

  async verifySmsCode({ body, db, services }) {
    return verifySmsCode(db, services, body.sessionId, body.code);
  },

  async exchangeCustomToken({ body, request, services }) {
    return services.identity.exchangeCustomToken(
      body.customToken,
      userAgentOf(request.headers['user-agent']),
    );
  },

  async refreshIdToken({ body, services }) {
    return services.identity.refresh(body.refreshToken);
  },

  async logoutSession({ body, principal, db, services }) {
    const all = body?.all === true;
    const afterCommit = await db.transaction(async (tx) => {
      const revoke = await revokeCallerSessions(tx, services, principal, all);
      await recordHistory(tx, principal, {
        entity: 'session',
        entityId: principal.sessionId ?? principal.userId,
        action: all ? 'logout_all' : 'logout',
        companyId: principal.currentCompanyId,
      });
      return revoke;
    });
    await afterCommit();
    return OK;
  },

  async changePassword({ body, params, principal, db, services }) {
    return changePassword(db, services, principal, params.user_id, body);
  },

  async resetPassword({ body, params, principal, db, services }) {
    return resetPassword(db, services, principal, params.user_id, body);
  },
});
