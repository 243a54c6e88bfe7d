// `npm run seed:demo`: realistic Spanish demo accounts for every role, for trying the product.
// Safe to run twice (existing e-mails are skipped). Stop `npm start` first when using the
// embedded database: its directory is locked while the server runs.
import { loadConfig, loadEnvFile } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { findUserByEmail, insertUser } from '../modules/users/index';
import { hashPassword } from '../platform/hashing';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';

const config = loadConfig(loadEnvFile());
const database = await openDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
try {
  await migrateDatabase(database);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const user of DEMO_USERS) {
    if (await findUserByEmail(database.db, user.email)) continue;
    await insertUser(database.db, { ...user, passwordHash });
    created += 1;
  }
  console.log(
    `Demo data: ${created} users created, ${DEMO_USERS.length - created} already present.`,
  );
  console.log(`Every demo account uses the password: ${DEMO_PASSWORD}`);
  console.table(DEMO_USERS.map(({ name, email, role }) => ({ name, email, role })));
} finally {
  await database.close();
}
