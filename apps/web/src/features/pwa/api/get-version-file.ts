import { useQuery } from '@tanstack/react-query';
import { versionFileQueryOptions } from '../../../lib/reference-data/reference-data';

/**
 * The build deployed now (the shared reference data, never from a cache): the dialog shows it
 * once, without retrying a failed read.
 */
export function useVersionFile() {
  return useQuery({ ...versionFileQueryOptions(), retry: false });
}
