import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ImapFlow } from 'imapflow';

/** Debian's Dovecot (`apt-get install dovecot-imapd`; .ci/run installs it). */
export const DOVECOT_BINARY = '/usr/sbin/dovecot';
export const dovecotAvailable = existsSync(DOVECOT_BINARY);
/** Said by the tests that skip without it (never in CI, which installs it). */
export const DOVECOT_MISSING =
  'skipped: Dovecot is not installed here (apt-get install -y dovecot-imapd)';

/** A test's title, saying why it is skipped when Dovecot is missing. */
export const needsDovecot = (title: string) =>
  dovecotAvailable ? title : `${title} — ${DOVECOT_MISSING}`;

export type DovecotUser = { user: string; password: string };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function idsOf(name: string): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync('id', ['-u', name]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', name]).toString().trim()),
  };
}

/** Waits for the server's greeting (`* OK`) on the port. */
async function waitForPort(port: number, log: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1_000, () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('data', (chunk: Buffer) => {
        socket.destroy();
        resolve(chunk.toString('latin1').startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (greeted) return;
    if (Date.now() > deadline) {
      const text = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`dovecot did not start on ${port}:\n${text.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A real Dovecot IMAP server on a free loopback port, with its own configuration in a temporary
 * directory: passwd-file users, maildir mail, no TLS. Run as root (CI), its processes run as
 * Debian's `dovecot`/`dovenull` users and the mail belongs to `dovecot`; otherwise everything
 * runs as the current user.
 */
export async function startDovecot(users: DovecotUser[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'atiende-dovecot-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const me = userInfo().username;
  const mailOwner = isRoot ? idsOf('dovecot') : idsOf(me);
  const internalUser = isRoot ? 'dovecot' : me;
  const loginUser = isRoot ? 'dovenull' : me;
  const conf = path.join(dir, 'dovecot.conf');
  const log = path.join(dir, 'dovecot.log');
  for (const sub of ['run', 'state', 'mail']) await mkdir(path.join(dir, sub));
  await writeFile(
    path.join(dir, 'passwd'),
    users.map(({ user, password }) => `${user}:{PLAIN}${password}::::::\n`).join(''),
  );
  await writeFile(
    conf,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
instance_name = atiende-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${internalUser}
default_internal_group = ${isRoot ? 'dovecot' : execFileSync('id', ['-gn']).toString().trim()}
default_login_user = ${loginUser}
first_valid_uid = ${mailOwner.uid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  if (isRoot) {
    await chown(path.join(dir, 'mail'), mailOwner.uid, mailOwner.gid);
    await chmod(dir, 0o755);
  }
  const started = spawn(DOVECOT_BINARY, ['-c', conf], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    started.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`dovecot exited with ${code}`)),
    );
    started.on('error', reject);
  });
  await waitForPort(port, log);

  const client = (user: DovecotUser) =>
    new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      logger: false,
      auth: { user: user.user, pass: user.password },
    });

  return {
    host: '127.0.0.1',
    port,
    /** Delivers a message into a user's folder (created when missing), as a mail client would. */
    async append(
      user: DovecotUser,
      raw: string | Buffer,
      folder = 'INBOX',
      flags: string[] = [],
    ): Promise<number | undefined> {
      const imap = client(user);
      await imap.connect();
      try {
        if (folder !== 'INBOX') await imap.mailboxCreate(folder).catch(() => undefined);
        const result = await imap.append(folder, raw, flags);
        return result ? result.uid : undefined;
      } finally {
        await imap.logout();
      }
    },
    /** The folder's messages as the server holds them now: uid, flags, subject. */
    async list(user: DovecotUser, folder = 'INBOX') {
      const imap = client(user);
      await imap.connect();
      try {
        const lock = await imap.getMailboxLock(folder);
        try {
          const found: Array<{ uid: number; flags: string[]; subject: string }> = [];
          const exists = imap.mailbox ? imap.mailbox.exists : 0;
          if (exists === 0) return found;
          for await (const message of imap.fetch('1:*', { uid: true, flags: true, envelope: true }))
            found.push({
              uid: message.uid,
              flags: [...(message.flags ?? [])],
              subject: message.envelope?.subject ?? '',
            });
          return found;
        } finally {
          lock.release();
        }
      } finally {
        await imap.logout();
      }
    },
    /** Empties and recreates a folder: a new UIDVALIDITY, as after a server-side rebuild. */
    async recreate(user: DovecotUser, folder: string) {
      const imap = client(user);
      await imap.connect();
      try {
        await imap.mailboxDelete(folder).catch(() => undefined);
        await imap.mailboxCreate(folder);
      } finally {
        await imap.logout();
      }
    },
    async stop() {
      await new Promise<void>((resolve) => {
        const stopper = spawn(DOVECOT_BINARY, ['-c', conf, 'stop'], { stdio: 'ignore' });
        stopper.on('exit', () => resolve());
        stopper.on('error', () => resolve());
      });
      // The master removes its pid file once every process has gone.
      const deadline = Date.now() + 5_000;
      while (existsSync(path.join(dir, 'run', 'master.pid')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type Dovecot = Awaited<ReturnType<typeof startDovecot>>;
