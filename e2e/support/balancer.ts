import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * A loopback load balancer for the cluster journeys (docs/operations.md#several-instances): round
 * robin per request (not per connection, so one browser's keep-alive connection still alternates)
 * and, separately, per WebSocket upgrade. No sticky sessions, as production needs none. It counts
 * what each instance got; `GET /__balancer/stats` answers the counts itself (never forwarded).
 */

export type BalancerStats = { requests: number[]; sockets: number[] };
export type Balancer = {
  url: string;
  stats(): BalancerStats;
  close(): Promise<void>;
};
export const BALANCER_STATS_PATH = '/__balancer/stats';

// Hop-by-hop headers belong to one connection; each side of the proxy has its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

function forwardedHeaders(headers: IncomingHttpHeaders, remote: string | undefined) {
  const copy: IncomingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  copy['x-forwarded-for'] = remote ?? '127.0.0.1';
  copy['x-forwarded-proto'] = 'http';
  return copy; // Host stays the browser's: the socket's Origin check compares the two.
}

export function startBalancer(upstreams: URL[], port = 0): Promise<Balancer> {
  const stats: BalancerStats = {
    requests: upstreams.map(() => 0),
    sockets: upstreams.map(() => 0),
  };
  let nextRequest = 0;
  let nextSocket = 0;
  const agent = new http.Agent({ keepAlive: true });
  const tunnels = new Set<Socket>();

  const server = http.createServer((request, response) => {
    if (request.url === BALANCER_STATS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(stats));
      return;
    }
    const index = nextRequest++ % upstreams.length;
    stats.requests[index]! += 1;
    const upstream = upstreams[index]!;
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request.headers, request.socket.remoteAddress),
        agent,
      },
      (incoming) => {
        const headers = { ...incoming.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(incoming.statusCode ?? 502, headers);
        incoming.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(outgoing);
  });

  // A WebSocket: pick an instance, replay the handshake on a raw connection, then pipe both ways.
  server.on('upgrade', (request, client: Socket, head: Buffer) => {
    const index = nextSocket++ % upstreams.length;
    stats.sockets[index]! += 1;
    const upstream = upstreams[index]!;
    const tunnel = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      tunnel.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) tunnel.write(head);
      tunnel.pipe(client).pipe(tunnel);
    });
    tunnels.add(tunnel).add(client);
    const end = () => {
      tunnel.destroy();
      client.destroy();
      tunnels.delete(tunnel);
      tunnels.delete(client);
    };
    tunnel.on('error', end).on('close', end);
    client.on('error', end).on('close', end);
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        stats: () => structuredClone(stats),
        async close() {
          for (const socket of tunnels) socket.destroy();
          server.closeAllConnections();
          await new Promise((done) => server.close(done));
          agent.destroy();
        },
      });
    });
  });
}
