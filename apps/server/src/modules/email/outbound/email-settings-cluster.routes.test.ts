import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import { startSmtpSink } from '../../../../test/smtp-sink';
import { makeHelpDesk, type HelpDesk } from '../../../../test/ticket-factories';
import { useTwoInstances } from '../../../../test/two-instances';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = inject('testEngine') === 'postgres';

/**
 * docs/email.md#outbound: each instance's mailer keeps the SMTP settings 60 s; saving them on one
 * instance makes the others forget them through the real-time hub's broadcast (Redis). Far below
 * the 60 s, only the message explains B sending with the new sender.
 */
describe.skipIf(!redisUrl || !isPostgres)('SMTP settings forgotten across two instances', () => {
  const instances = useTwoInstances(redisUrl, { env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  let a: TestApp;
  let b: TestApp;
  let desk: HelpDesk;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    ({ a, b } = instances);
    desk = await makeHelpDesk(a);
    sink = await startSmtpSink();
  });
  afterAll(async () => sink?.close());

  const saveOnA = async (fromAddress: string) => {
    const response = await a.app.inject({
      method: 'PUT',
      url: '/api/email/config',
      headers: desk.admin.headers,
      payload: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        ignoreTls: true,
        user: null,
        fromAddress,
        fromName: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const sendFromB = async (to: string) => {
    await b.database.db.transaction((tx) =>
      b.app.mailer.enqueue(tx, { kind: 'test', to, subject: 'Prueba', text: 'Prueba' }),
    );
    await b.app.mailer.flush();
    const [mail] = await sink.waitFor((item) => item.to.includes(to));
    return mail!.raw;
  };

  it('sends from B with the sender saved on A, at once after each save', async () => {
    await saveOnA('primero@empresa.pe');
    expect(await sendFromB('uno@cliente.pe')).toContain('primero@empresa.pe');
    await saveOnA('segundo@empresa.pe');
    await expect
      .poll(
        async () => {
          const to = `dos-${Date.now()}@cliente.pe`;
          return (await sendFromB(to)).includes('segundo@empresa.pe');
        },
        { timeout: 1_000, interval: 100 },
      )
      .toBe(true);
  });
});
