import { afterEach } from 'vitest';
import { describeOpenPages, forgetPages } from './failure-context';

// The journeys' setup file (vitest configs): a failing journey's message also says where its
// pages stood (docs/conventions.md#when-a-journey-fails). Kept apart from failure-context.ts,
// which browser.ts imports, so that scripts outside Vitest (screenshots.ts) can use browser.ts.
afterEach(async ({ task }) => {
  const error = task.result?.errors?.[0];
  const context = task.result?.state === 'fail' && error ? await describeOpenPages() : '';
  forgetPages();
  if (!error || context === '') return;
  const where = `\n\nWhere the journey's pages stood:\n${context}`;
  error.message += where;
  if (error.stack) error.stack += where;
});
