import type { TestProject } from 'vitest/node';
import { ACCOUNTS } from './accounts';
import { apiCreateUser, apiLogin } from './api';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export async function setup(project: TestProject) {
  const server = await startServer();
  const adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  for (const account of [ACCOUNTS.TECH_LEAD, ACCOUNTS.TECHNICIAN, ACCOUNTS.CLIENT]) {
    await apiCreateUser(server.baseUrl, adminToken, account);
  }
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
