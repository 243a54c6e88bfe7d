import { defineConfig } from 'vitest/config';

// docs/conventions.md#known-traps: vite.config.ts has its own settings; Vitest gets this one.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
