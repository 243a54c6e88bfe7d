import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  reportResultSchema,
  type ReportFamily,
  type ReportQueryInput,
} from '@atiende/contracts/reports';
import { apiQueryOptions } from '../../../lib/api-query';
import { reportKeys } from './report-keys';

/** A report a minute old is fresh enough; opening it again later asks again. */
const REPORT_STALE_MS = 60_000;

/**
 * GET /api/reports/:family/:type: one report (its columns, rows, totals and chart). A new filter
 * keeps the previous answer on screen until the new one arrives (docs/product/ui.md#patterns).
 */
export function useReport(
  family: ReportFamily,
  type: string,
  query: ReportQueryInput,
  options: { isEnabled: boolean },
) {
  return useQuery({
    ...apiQueryOptions(
      reportKeys.result(family, type, query),
      { path: `/reports/${family}/${type}`, schema: reportResultSchema, query },
      REPORT_STALE_MS,
    ),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled,
  });
}
