import type { RegionDatabases } from '@parley/db/regions';
import { openTestDatabases } from '@parley/db/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSmtpServer, startLocalSmtpServer } from '../testing/local-smtp-server';
import { createMailer } from './create-mailer';
import { findOutboxRow, listOutbox } from './outbox-repo';

describe('mailer', () => {
  let dbs: RegionDatabases;
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    [dbs, smtp] = await Promise.all([openTestDatabases(), startLocalSmtpServer()]);
  });
  afterAll(async () => {
    await smtp.close();
    await Promise.all([dbs.eu.close(), dbs.na.close()]);
  });

  const mail = (to: string[]) => ({
    purpose: 'test',
    workspaceId: 'ws1',
    to,
    subject: 'Hello\r\nBcc: evil@x.test',
    html: '<p>Hi <b>there</b></p>',
    fromName: 'Acme "Support"',
  });

  it('delivers over SMTP through nodemailer and records the mail as sent', async () => {
    const mailer = createMailer({ dbs, smtpUrl: smtp.url, from: 'Parley <no-reply@parley.test>' });
    const sent = await mailer.send('eu', mail(['Ann@Example.com']));
    expect(sent.status).toBe('sent');
    const got = await smtp.waitFor((m) => m.envelopeTo.includes('ann@example.com'));
    expect(got.parsed.subject).toBe('Hello Bcc: evil@x.test');
    expect(got.parsed.from?.address).toBe('no-reply@parley.test');
    expect(got.parsed.from?.name).toBe('Acme Support');
    expect(got.parsed.text?.trim()).toBe('Hi there');
    const row = await findOutboxRow(dbs.eu.db, sent.id);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', to: ['ann@example.com'], error: null });
    mailer.close();
  });

  it('without SMTP keeps the mail in the outbox, newest first', async () => {
    const mailer = createMailer({ dbs, from: 'Parley <no-reply@parley.test>' });
    const a = await mailer.send('na', { ...mail(['a@example.com']), workspaceId: 'ws-outbox' });
    const b = await mailer.send('na', { ...mail(['b@example.com']), workspaceId: 'ws-outbox' });
    expect([a.status, b.status]).toEqual(['stored', 'stored']);
    const rows = await listOutbox(dbs.na.db, 'ws-outbox', { limit: 10 });
    expect(rows.map((r) => r.to[0])).toEqual(['b@example.com', 'a@example.com']);
    expect(await listOutbox(dbs.eu.db, 'ws-outbox', { limit: 10 })).toEqual([]);
  });

  it('records a refused delivery as failed with the reason, without throwing', async () => {
    const refusing = await startLocalSmtpServer({ reject: true });
    const errors: unknown[] = [];
    const mailer = createMailer({
      dbs,
      smtpUrl: refusing.url,
      from: 'no-reply@parley.test',
      onError: (e) => errors.push(e),
    });
    const sent = await mailer.send('eu', mail(['c@example.com']));
    expect(sent.status).toBe('failed');
    expect(errors).toHaveLength(1);
    const row = await findOutboxRow(dbs.eu.db, sent.id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/mailbox unavailable/);
    mailer.close();
    await refusing.close();
  });

  it('refuses invalid recipients before writing anything', async () => {
    const mailer = createMailer({ dbs, from: 'no-reply@parley.test' });
    await expect(mailer.send('eu', { ...mail(['not-an-address']), workspaceId: 'ws-bad' })).rejects.toThrow(
      /invalid recipients/,
    );
    expect(await listOutbox(dbs.eu.db, 'ws-bad', { limit: 5 })).toEqual([]);
  });
});
