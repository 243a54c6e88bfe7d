import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gitInfoResponseSchema, parseChangelog } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { getAsNewUser } from '../../../test/role-sessions';
import { findRepositoryRoot } from './repository-files';

const repositoryRoot = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
const webDistDir = mkdtempSync(path.join(tmpdir(), 'atiende-web-dist-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Atiende</title>');
writeFileSync(
  path.join(webDistDir, 'version.json'),
  JSON.stringify({ buildHash: 'build-aaa', version: '3.33.3', builtAt: '2026-11-22T10:00:00Z' }),
);

const testApp = useTestApp({ WEB_DIST_DIR: webDistDir });

describe('GET /version.json (docs/product/help-and-pwa.md version file, docs/product/help-and-pwa.md)', () => {
  it('serves the build file to anyone, never stored by caches', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/version.json?t=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ buildHash: 'build-aaa', version: '3.33.3' });
  });

  it('answers the new build once the file is rewritten, without a restart', async () => {
    const file = path.join(webDistDir, 'version.json');
    writeFileSync(file, JSON.stringify({ buildHash: 'build-bbb', version: '3.33.4' }));
    const response = await testApp.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.json()).toEqual({ buildHash: 'build-bbb', version: '3.33.4' });
  });
});

describe('GET /CHANGELOG.md (docs/product/help-and-pwa.md)', () => {
  it("serves the repository's changelog as markdown to anyone, cached 5 minutes", async () => {
    expect(repositoryRoot).not.toBeNull();
    const response = await testApp.app.inject({ method: 'GET', url: '/CHANGELOG.md' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const onDisk = readFileSync(path.join(repositoryRoot ?? '', 'CHANGELOG.md'), 'utf8');
    expect(response.body).toBe(onDisk);
    expect(parseChangelog(response.body)[0]?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('GET /api/git/info', () => {
  it.each(['ADMIN', 'TECH_LEAD'] as const)('tells the %s which commit runs', async (role) => {
    const response = await getAsNewUser(testApp, role, '/api/git/info');
    expect(response.statusCode).toBe(200);
    const { git } = gitInfoResponseSchema.parse(response.json()).data;
    expect(git.version).toMatch(/^\d+\.\d+\.\d+$/);
    if (git.source === 'repository') {
      expect(git.isAvailable).toBe(true);
      expect(git.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(git.shortCommit).toBe(git.commit?.slice(0, 7));
    } else {
      // No .git beside the code (an installed copy): the build file has no commit either.
      expect(git).toMatchObject({ isAvailable: false, source: 'none', commit: null });
    }
  });

  it.each(['TECHNICIAN', 'CLIENT'] as const)('refuses the %s', async (role) => {
    const response = await getAsNewUser(testApp, role, '/api/git/info');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
  });

  it('refuses anonymous callers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/git/info' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
  });
});
