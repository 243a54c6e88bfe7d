import { defineConfig } from 'vitest/config';

// CI's browser check of the embedded database (.ci/run): sign-in and sign-out with the socket,
// and Mi Perfil (sessions, password, a photo stored on the instance's own disk) on one instance
// of the built server with PGlite, the default install (docs/operations.md#several-instances).
// Every journey runs through two instances in npm run e2e:cluster; npm run e2e runs them all here.
export default defineConfig({
  test: {
    name: 'e2e-embedded',
    include: ['tests/auth.e2e.ts', 'tests/profile.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/failure-hook.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
