import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

// s3rver's list continuation tokens use DES, which Node 24's OpenSSL only has with the legacy
// provider: the server runs in a child process started with it (the tests' own process stays
// as production runs).
const SERVER = `
const S3rver = require(process.argv[1]);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2],
  configureBuckets: [{ name: process.argv[3] }] })
  .run()
  .then((address) => console.log(JSON.stringify({ port: address.port })));
`;

/**
 * A real S3-compatible server (s3rver speaks the wire protocol) on a free loopback port, its
 * objects in a temporary directory that `stop` removes. Signed requests with its fixed keys.
 */
export async function startS3Server(bucket = 'atiende-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'atiende-s3-'));
  const s3rver = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER, s3rver, directory, bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
