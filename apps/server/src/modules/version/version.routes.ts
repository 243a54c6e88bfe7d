import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_VERSION,
  CHANGELOG_FILE_PATH,
  gitInfoResponseSchema,
  type GitInfo,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { readGitInfo } from './git-info';
import { CHANGELOG_FILE_NAME, findRepositoryRoot } from './repository-files';

/** docs/product/help-and-pwa.md: the changelog is cached 5 minutes. */
const CHANGELOG_CACHE_CONTROL = 'public, max-age=300';

export type VersionRoutesOptions = {
  /**
   * The folder holding CHANGELOG.md and .git (null: the server runs without them). Default: the
   * nearest one above this code, from src/ and from the bundle alike.
   */
  repositoryRoot?: string | null;
  webDistDir: string;
};

/**
 * docs/product/help-and-pwa.md: GET /CHANGELOG.md (public, like any static file) and GET
 * /api/git/info. /version.json is a file of the web build, served by platform/web-app.ts with
 * `no-store`.
 */
export const versionRoutes: FastifyPluginAsyncZod<VersionRoutesOptions> = async (app, options) => {
  const { webDistDir } = options;
  const repositoryRoot =
    options.repositoryRoot === undefined
      ? findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)))
      : options.repositoryRoot;
  let gitInfo: Promise<GitInfo> | null = null;
  const loadGitInfo = () =>
    (gitInfo ??= readGitInfo({ repositoryRoot, webDistDir, version: APP_VERSION }));
  // Read once while the server starts, so no request waits for git.
  app.addHook('onReady', async () => void (await loadGitInfo()));

  app.get(
    CHANGELOG_FILE_PATH,
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => {
      if (!repositoryRoot) throw new AppError('NOT_FOUND');
      let text: string;
      try {
        text = await readFile(path.join(repositoryRoot, CHANGELOG_FILE_NAME), 'utf8');
      } catch {
        throw new AppError('NOT_FOUND');
      }
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('cache-control', CHANGELOG_CACHE_CONTROL)
        .send(text);
    },
  );

  app.get(
    '/api/git/info',
    {
      // Build traceability for the people who see the recent-changes button
      // (docs/product/help-and-pwa.md).
      config: { roles: ['ADMIN', 'TECH_LEAD'] },
      schema: {
        tags: ['version'],
        summary: 'The commit and branch the server runs (read once at start)',
        response: { 200: gitInfoResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { git: await loadGitInfo() } }),
  );
};
