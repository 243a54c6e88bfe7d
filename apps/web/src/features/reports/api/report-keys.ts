import type { ReportFamily, ReportQueryInput } from '@atiende/contracts/reports';

/** docs/conventions.md#web-data-layer: the reports' query keys. */
export const reportKeys = {
  all: ['reports'] as const,
  catalogue: () => [...reportKeys.all, 'catalogue'] as const,
  result: (family: ReportFamily, type: string, query: ReportQueryInput) =>
    [...reportKeys.all, 'result', family, type, query] as const,
};
