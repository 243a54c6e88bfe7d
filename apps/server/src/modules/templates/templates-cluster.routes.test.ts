import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { useTwoInstances } from '../../../test/two-instances';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = inject('testEngine') === 'postgres';

/**
 * docs/templates.md#cache: each instance keeps the edited templates five minutes; a save or a
 * restore on one instance makes the others forget them through the real-time hub's broadcast
 * (Redis). Far below the five minutes, only the message explains B reading the new text.
 */
describe.skipIf(!redisUrl || !isPostgres)('templates forgotten across two instances', () => {
  const instances = useTwoInstances(redisUrl);
  let a: TestApp;
  let b: TestApp;
  let desk: HelpDesk;
  beforeAll(async () => {
    ({ a, b } = instances);
    desk = await makeHelpDesk(a);
  });

  const subjectOnB = async () => (await b.app.templates.parts('passwordReset')).subject;
  const draft = (subject: string) => ({
    subject,
    text: 'Hola {{nombre}}: {{enlace}}',
    html: '<p>Hola {{nombre}}: <a href="{{enlace}}">{{enlace}}</a></p>',
  });

  it('reads on B the text saved or restored on A, at once', async () => {
    const original = await subjectOnB(); // B's cache now holds the defaults
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/templates/passwordReset',
      headers: desk.admin.headers,
      payload: draft('Tu enlace de la Municipalidad'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(subjectOnB, { timeout: 1_000, interval: 50 })
      .toBe('Tu enlace de la Municipalidad');

    const restored = await a.app.inject({
      method: 'POST',
      url: '/api/templates/passwordReset/restore',
      headers: desk.admin.headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await expect.poll(subjectOnB, { timeout: 1_000, interval: 50 }).toBe(original);
  });
});
