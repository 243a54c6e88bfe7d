import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGitInfo } from './git-info';
import { findRepositoryRoot } from './repository-files';

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

describe('readGitInfo', () => {
  it('falls back to the commit written into the build when there is no .git', async () => {
    const root = tempDir('atiende-no-git-');
    const dist = tempDir('atiende-dist-');
    const commit = 'a'.repeat(40);
    writeFileSync(
      path.join(dist, 'version.json'),
      JSON.stringify({ buildHash: 'h1', version: '3.40.0', commit, branch: 'main' }),
    );
    expect(
      await readGitInfo({ repositoryRoot: root, webDistDir: dist, version: '3.33.3' }),
    ).toEqual({
      isAvailable: true,
      source: 'build',
      commit,
      shortCommit: 'aaaaaaa',
      branch: 'main',
      committedAt: null,
      subject: null,
      version: '3.40.0',
    });
  });

  it('says "not available" with neither a repository nor a build file', async () => {
    const info = await readGitInfo({
      repositoryRoot: null,
      webDistDir: tempDir('atiende-empty-dist-'),
      version: '3.33.3',
    });
    expect(info).toMatchObject({
      isAvailable: false,
      source: 'none',
      commit: null,
      version: '3.33.3',
    });
  });

  it('ignores a broken .git folder instead of failing', async () => {
    const root = tempDir('atiende-broken-git-');
    mkdirSync(path.join(root, '.git'));
    const info = await readGitInfo({
      repositoryRoot: root,
      webDistDir: tempDir('atiende-empty-dist-'),
      version: '3.33.3',
    });
    expect(info.source).toBe('none');
  });
});

describe('findRepositoryRoot', () => {
  it('walks up to the folder holding CHANGELOG.md, or answers null', () => {
    const root = tempDir('atiende-root-');
    writeFileSync(path.join(root, 'CHANGELOG.md'), '# Historial');
    const nested = path.join(root, 'apps', 'server', 'dist');
    mkdirSync(nested, { recursive: true });
    expect(findRepositoryRoot(nested)).toBe(root);
    expect(findRepositoryRoot(tempDir('atiende-elsewhere-'))).toBeNull();
  });
});
