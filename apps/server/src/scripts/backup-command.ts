// What the backup, restore and move commands share: arguments, paths as the user typed them and
// the errors that end a command with a message instead of a stack.
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/client';
import { BackupArchiveError } from './backup-archive';
import { BackupRefusedError } from './backup-create';
import { PgToolMissingError } from './backup-pg-tools';

/** Parses the command's flags; an unknown flag ends it with the usage line. */
export function commandArguments<T extends NonNullable<ParseArgsConfig['options']>>(
  options: T,
  usage: string,
  argv = process.argv.slice(2),
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

export class UsageError extends Error {}

/** A path typed by the user, relative to the directory npm was started from (as DATA_DIR is). */
export function userPath(env: Record<string, string | undefined>, typed: string): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), typed);
}

/** Runs a command: known failures print their message and exit 1 (2 for a wrong command line). */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exitCode = 2;
    } else if (error instanceof BackupArchiveError) {
      console.error(
        `This file is not a usable Atiende backup: ${error.message}. Nothing was changed.`,
      );
      process.exitCode = 1;
    } else if (error instanceof DataDirLockedError) {
      console.error(`${error.message} Stop the server (npm start) and run the command again.`);
      process.exitCode = 1;
    } else if (
      error instanceof BackupRefusedError ||
      error instanceof PgToolMissingError ||
      error instanceof ConfigError
    ) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
