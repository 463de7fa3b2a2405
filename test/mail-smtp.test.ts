import { afterAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from './support/app';
import { startSmtpServer } from './support/smtp';
import { createAdmin, createUser, signIn } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

describeEachDatabase(
  'mail through SMTP',
  (ctx) => {
    it('delivers an invitation over SMTP, not to the outbox', async () => {
      await createAdmin(ctx.database.db, { username: 'mailadmin' });
      const cookie = await signIn(ctx.app, 'mailadmin');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/invitation-codes',
        headers: { cookie },
        payload: { email: 'smtp-golfer@example.com' },
      });
      const { code } = created.json<{ code: string }>();
      const before = smtp.received.length;
      const sent = await ctx.app.inject({ method: 'POST', url: `/api/admin/invitation-codes/${code}/send`, headers: { cookie } });
      expect(sent.statusCode).toBe(200);

      const mail = smtp.received[before];
      expect(mail?.to).toEqual(['smtp-golfer@example.com']);
      expect(mail?.from).toBe('no-reply@dormie.golf');
      expect(mail?.raw).toContain(`/invite/${code}`);
      const outbox = await ctx.app.inject({ url: '/api/admin/outbox', headers: { cookie } });
      expect(outbox.json()).toEqual({ mode: 'smtp', messages: [] });
    });

    it('delivers a password reset over SMTP', async () => {
      await createUser(ctx.database.db, { username: 'smtpreset', email: 'smtpreset@example.com' });
      const before = smtp.received.length;
      await ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { usernameOrEmail: 'smtpreset' } });
      // The mail follows the answer (issue 8, timing).
      const mail = await vi.waitFor(() => {
        expect(smtp.received[before]).toBeDefined();
        return smtp.received[before]!;
      });
      expect(mail.to).toEqual(['smtpreset@example.com']);
      expect(mail.raw).toMatch(/temporary password is: \S+/);
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
