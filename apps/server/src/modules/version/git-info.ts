import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { versionFileSchema, type GitInfo } from '@atiende/contracts';

const run = promisify(execFile);
const GIT_TIMEOUT_MS = 3_000;
const SHORT_COMMIT_LENGTH = 7;

function emptyInfo(version: string): GitInfo {
  return {
    isAvailable: false,
    source: 'none',
    commit: null,
    shortCommit: null,
    branch: null,
    committedAt: null,
    subject: null,
    version,
  };
}

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, timeout: GIT_TIMEOUT_MS });
  return stdout.trim();
}

async function fromRepository(root: string, version: string): Promise<GitInfo | null> {
  if (!existsSync(path.join(root, '.git'))) return null;
  try {
    const [commit = '', committedAt = '', ...subject] = (
      await git(root, ['log', '-1', '--format=%H%n%cI%n%s'])
    ).split('\n');
    if (!commit) return null;
    const branch = await git(root, ['rev-parse', '--abbrev-ref', 'HEAD']).catch(() => '');
    return {
      isAvailable: true,
      source: 'repository',
      commit,
      shortCommit: commit.slice(0, SHORT_COMMIT_LENGTH),
      // A detached HEAD (CI checkouts) has no branch name.
      branch: branch && branch !== 'HEAD' ? branch : null,
      committedAt: committedAt || null,
      subject: subject.join('\n') || null,
      version,
    };
  } catch {
    return null; // git missing or the folder is not a usable repository
  }
}

function fromBuild(webDistDir: string): GitInfo | null {
  try {
    const parsed = versionFileSchema.safeParse(
      JSON.parse(readFileSync(path.join(webDistDir, 'version.json'), 'utf8')),
    );
    const commit = parsed.success ? parsed.data.commit : null;
    if (!parsed.success || !commit) return null;
    return {
      isAvailable: true,
      source: 'build',
      commit,
      shortCommit: commit.slice(0, SHORT_COMMIT_LENGTH),
      branch: parsed.data.branch ?? null,
      committedAt: null,
      subject: null,
      version: parsed.data.version,
    };
  } catch {
    return null;
  }
}

/**
 * The commit the server runs, read once at start (never per request): from the repository's
 * .git when there is one, else from the web build's version.json, else "not available".
 */
export async function readGitInfo(options: {
  repositoryRoot: string | null;
  webDistDir: string;
  version: string;
}): Promise<GitInfo> {
  const { repositoryRoot, webDistDir, version } = options;
  return (
    (repositoryRoot ? await fromRepository(repositoryRoot, version) : null) ??
    fromBuild(webDistDir) ??
    emptyInfo(version)
  );
}
