// `npm run storage:move-to-s3 [-- --delete-local]` (docs/operations.md#moving-files-to-a-bucket):
// copies the files under DATA_DIR to the bucket that STORAGE_URL or S3_BUCKET names. It reads
// the configuration exactly as the server does (.env in the directory npm was started from).
import { loadEnvFile } from '../config';
import { runStorageMove } from './storage-move';

const { exitCode } = await runStorageMove(process.argv.slice(2), loadEnvFile(), {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
process.exitCode = exitCode;
