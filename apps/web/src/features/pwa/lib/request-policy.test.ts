import { describe, expect, it } from 'vitest';
import { isAppNavigation, isNetworkOnlyPath, isPrecacheable } from './request-policy';

const origin = 'https://soporte.atiende.pe';
const navigation = (path: string, overrides: Partial<{ method: string; mode: string }> = {}) => ({
  url: `${origin}${path}`,
  method: 'GET',
  mode: 'navigate',
  ...overrides,
});

describe('isNetworkOnlyPath', () => {
  it.each([
    '/api',
    '/api/tickets',
    '/api/auth/refresh',
    '/ws',
    '/ws/notifications',
    '/health',
    '/metrics',
    '/version.json',
    '/CHANGELOG.md',
    '/sw.js',
  ])('never serves %s from a cache', (path) => {
    expect(isNetworkOnlyPath(path)).toBe(true);
  });

  it.each(['/', '/login', '/tickets/123', '/changelog', '/admin/monitoring', '/apiary', '/wsx'])(
    'lets %s be handled (pages, and paths that only start like a network-only one)',
    (path) => {
      expect(isNetworkOnlyPath(path)).toBe(false);
    },
  );
});

describe('isAppNavigation', () => {
  it('answers page loads of the app, with or without a query', () => {
    expect(isAppNavigation(navigation('/tickets?status=PENDIENTE'), origin)).toBe(true);
    expect(isAppNavigation(navigation('/'), origin)).toBe(true);
  });

  it('leaves API documents, health and the build files to the network', () => {
    expect(isAppNavigation(navigation('/api/docs'), origin)).toBe(false);
    expect(isAppNavigation(navigation('/health'), origin)).toBe(false);
    expect(isAppNavigation(navigation('/version.json'), origin)).toBe(false);
    expect(isAppNavigation(navigation('/CHANGELOG.md'), origin)).toBe(false);
  });

  it('ignores sub-resources, non-GET requests and other origins', () => {
    expect(isAppNavigation(navigation('/tickets', { mode: 'cors' }), origin)).toBe(false);
    expect(isAppNavigation(navigation('/tickets', { method: 'POST' }), origin)).toBe(false);
    expect(
      isAppNavigation(
        { url: 'https://otro.example/tickets', method: 'GET', mode: 'navigate' },
        origin,
      ),
    ).toBe(false);
  });
});

describe('isPrecacheable', () => {
  it('keeps the built shell', () => {
    expect(isPrecacheable('assets/index-abc123.js', origin)).toBe(true);
    expect(isPrecacheable('/offline.html', origin)).toBe(true);
    expect(isPrecacheable('icons/icon-192.png', origin)).toBe(true);
    expect(isPrecacheable('manifest.webmanifest', origin)).toBe(true);
  });

  it('drops network-only files and other origins even if a glob picked them up', () => {
    expect(isPrecacheable('version.json', origin)).toBe(false);
    expect(isPrecacheable('/CHANGELOG.md', origin)).toBe(false);
    expect(isPrecacheable('https://cdn.example/app.js', origin)).toBe(false);
  });
});
