import { useQuery } from '@tanstack/react-query';
import {
  getVersionFile,
  versionFileQueryOptions,
} from '../../../lib/reference-data/reference-data';

/** The poller calls getVersionFile; pages read the shared query. */
export { getVersionFile };

/** The build file as information (development control). */
export function useVersionFile() {
  return useQuery(versionFileQueryOptions());
}
