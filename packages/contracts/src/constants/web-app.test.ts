import { describe, expect, it } from 'vitest';
import { CHANGELOG_FILE_PATH, VERSION_FILE_PATH } from '../version';
import { NETWORK_ONLY_PATHS, SERVICE_WORKER_PATH } from './web-app';

describe('NETWORK_ONLY_PATHS', () => {
  it('holds the build files the version check reads, so no cache hides a new deployment', () => {
    expect(NETWORK_ONLY_PATHS).toContain(VERSION_FILE_PATH);
    expect(NETWORK_ONLY_PATHS).toContain(CHANGELOG_FILE_PATH);
    expect(NETWORK_ONLY_PATHS).toContain(SERVICE_WORKER_PATH);
  });

  it('holds the API, the WebSocket, health and metrics', () => {
    expect(NETWORK_ONLY_PATHS).toEqual(
      expect.arrayContaining(['/api', '/ws', '/health', '/metrics']),
    );
  });
});
