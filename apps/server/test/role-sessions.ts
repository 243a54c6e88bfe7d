import type { Role } from '@atiende/contracts';
import { expect } from 'vitest';
import { makeSignedInUser, type TestApp } from './build-test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string>;
export type RoleHeaders = Partial<Record<Role, Headers>>;

export const EVERY_ROLE = ['ADMIN', 'TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const;

/** Signs in one fresh user of every role, keeping their headers in `headers`; returns their ids. */
export async function signInEveryRole(testApp: TestApp, headers: RoleHeaders) {
  const userIds = {} as Record<Role, string>;
  for (const role of EVERY_ROLE) {
    const signedIn = await makeSignedInUser(testApp, role);
    headers[role] = signedIn.headers;
    userIds[role] = signedIn.user.id;
  }
  return userIds;
}

/** A request as the user of `role` in `headers`, or anonymous without a role. */
export function injectAsRole(testApp: () => TestApp, headers: RoleHeaders) {
  return (method: Method, url: string, role?: Role, payload?: unknown) =>
    testApp().app.inject({
      method,
      url,
      headers: role ? headers[role] : {},
      payload: payload as object,
    });
}

/** A request as `actor` (anything holding its sign-in headers), or anonymous with null. */
export function injectAs(testApp: () => TestApp) {
  return (actor: { headers: Headers } | null, method: Method, url: string, payload?: object) =>
    testApp().app.inject({
      method,
      url,
      headers: actor?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
}

/** A request with the given headers. */
export function injectWithHeaders(testApp: () => TestApp) {
  return (method: Method, url: string, headers: Headers, payload?: unknown) =>
    testApp().app.inject({ method, url, headers, payload: payload as object });
}

/** GET `url` as a fresh signed-in user of `role`. */
export async function getAsNewUser(testApp: TestApp, role: Role, url: string) {
  const { headers } = await makeSignedInUser(testApp, role);
  return testApp.app.inject({ method: 'GET', url, headers });
}

type RoleInject = ReturnType<typeof injectAsRole>;

/** Creates a department through the API as the administrator (201); returns it. */
export async function createDepartmentAsAdmin(
  inject: RoleInject,
  payload: Record<string, unknown>,
) {
  const response = await inject('POST', '/api/departments', 'ADMIN', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.department as {
    id: string;
    name: string;
    statuses: Array<{ id: string; name: string; position: number }>;
  };
}

/** Creates a product or service through the API as the administrator (201); returns it. */
export async function createProductAsAdmin(inject: RoleInject, payload: Record<string, unknown>) {
  const response = await inject('POST', '/api/products', 'ADMIN', payload);
  expect(response.statusCode).toBe(201);
  return response.json().data.product as { id: string; name: string; kind: string; price: number };
}
