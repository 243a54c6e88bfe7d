import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { BALANCER_STATS_PATH, type BalancerStats } from '../support/balancer';

/*
 * docs/operations.md#several-instances: what two instances must share, checked on each
 * instance's own port (never through the balancer, which would hide which one answered).
 */

const balancerUrl = inject('baseUrl');
const [instanceA, instanceB] = inject('clusterInstances') as [string, string];
const bucket = inject('clusterBucket');
const STAMP = Date.now();

let departmentId = '';
let technicianId = '';

const stats = async (): Promise<BalancerStats> =>
  (await fetch(`${balancerUrl}${BALANCER_STATS_PATH}`)).json() as Promise<BalancerStats>;

/** The keys s3rver holds under a prefix (it answers unsigned requests). */
async function bucketKeys(prefix: string): Promise<string[]> {
  const response = await fetch(
    `${bucket.endpoint}/${bucket.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`,
  );
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  const adminToken = await apiLogin(instanceA, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const technicianToken = await apiLogin(
    instanceB,
    ACCOUNTS.TECHNICIAN.email,
    ACCOUNTS.TECHNICIAN.password,
  );
  technicianId = (
    await apiCall<{ user: { id: string } }>(instanceB, technicianToken, 'GET', '/auth/me')
  ).user.id;
  const created = await apiCall<{ department: { id: string } }>(
    instanceA,
    adminToken,
    'POST',
    '/departments',
    { name: `Varias instancias ${STAMP}` },
  );
  departmentId = created.department.id;
  await apiCall(instanceA, adminToken, 'PUT', `/departments/${departmentId}/members`, {
    userIds: [technicianId],
  });
});

describe('two instances behind the balancer', () => {
  it('answers both probes on each instance', async () => {
    for (const instance of [instanceA, instanceB]) {
      for (const probe of ['/health/live', '/health/ready']) {
        expect((await fetch(`${instance}${probe}`)).status, `${instance}${probe}`).toBe(200);
      }
    }
  });

  it("lists both instances on each one's /health for staff, with real-time events reaching the other", async () => {
    for (const instance of [instanceA, instanceB]) {
      const adminToken = await apiLogin(instance, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      const response = await fetch(`${instance}/api/health`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const { cluster } = (await response.json()) as {
        cluster: { realtime: { status: string }; instances: { pid: number }[] };
      };
      expect(cluster.realtime.status).toBe('ok');
      expect(new Set(cluster.instances.map((item) => item.pid)).size).toBe(2);
    }
  });

  it('alternates consecutive requests between the instances', async () => {
    const before = await stats();
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${balancerUrl}/health/live`)).status).toBe(200);
    }
    const after = await stats();
    expect(after.requests.map((count, i) => count - before.requests[i]!)).toEqual([5, 5]);
  });

  it('delivers a notification raised through A to a socket on B', async () => {
    const technicianToken = await apiLogin(
      instanceA,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
    );
    // The socket ticket comes from A and opens the socket on B: tickets live in Redis
    // (docs/realtime.md#opening-a-socket-the-ticket-flow).
    const { token } = await apiCall<{ token: string }>(
      instanceA,
      technicianToken,
      'POST',
      '/auth/ws-ticket',
    );
    const socket = new WebSocket(
      `${instanceB.replace('http', 'ws')}/ws/notifications?token=${encodeURIComponent(token)}`,
    );
    const messages: { type: string; data: Record<string, unknown> }[] = [];
    socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
    try {
      await expect
        .poll(() => messages.map((m) => m.type), { timeout: 10_000 })
        .toContain('connected');

      const clientToken = await apiLogin(
        instanceA,
        ACCOUNTS.CLIENT.email,
        ACCOUNTS.CLIENT.password,
      );
      const adminToken = await apiLogin(instanceA, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
      const { ticket } = await apiCall<{ ticket: { id: string; number: number } }>(
        instanceA,
        clientToken,
        'POST',
        '/tickets',
        { title: `Caja sin red ${STAMP}`, description: 'No conecta al servidor.', departmentId },
      );
      await apiCall(instanceA, adminToken, 'POST', `/tickets/${ticket.id}/assign`, {
        assignedToId: technicianId,
      });
      await expect
        .poll(
          () =>
            messages.some(
              (m) =>
                m.type === 'notification' &&
                (m.data.ticket as { id?: string } | null)?.id === ticket.id &&
                m.data.type === 'TICKET_ASSIGNED',
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      socket.close();
    }
  });

  it('stores a file uploaded through A in the bucket, and B serves it byte for byte', async () => {
    // Over 5 MiB: the bucket gets a multipart upload (docs/operations.md#files).
    const content = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      randomBytes(6 * 1024 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);
    const before = await bucketKeys('attachments/');
    const clientToken = await apiLogin(instanceA, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    const form = new FormData();
    form.set('title', `Factura ilegible ${STAMP}`);
    form.set('description', 'Adjunto la factura que no se lee.');
    form.set('departmentId', departmentId);
    form.append('attachments', new Blob([content], { type: 'application/pdf' }), 'factura.pdf');
    const created = await fetch(`${instanceA}/api/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientToken}` },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { ticket } = ((await created.json()) as { data: { ticket: { id: string } } }).data;
    expect((await bucketKeys('attachments/')).length).toBe(before.length + 1);

    const technicianToken = await apiLogin(
      instanceB,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
    );
    const { attachments } = await apiCall<{ attachments: { id: string; fileName: string }[] }>(
      instanceB,
      technicianToken,
      'GET',
      `/tickets/${ticket.id}/attachments`,
    );
    expect(attachments.map((file) => file.fileName)).toEqual(['factura.pdf']);
    const download = await fetch(
      `${instanceB}/api/tickets/${ticket.id}/attachments/${attachments[0]!.id}`,
      { headers: { authorization: `Bearer ${technicianToken}` } },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });
});
