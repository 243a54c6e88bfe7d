/** Small API calls the journeys need for their setup (the UI is what they test). */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function apiCreateUser(
  baseUrl: string,
  adminToken: string,
  user: { name: string; email: string; password: string; role: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(user),
  });
  if (!response.ok)
    throw new Error(`create user failed: ${response.status} ${await response.text()}`);
}

export async function apiLogout(baseUrl: string, token: string): Promise<void> {
  await fetch(`${baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * One authenticated API call for a journey's or screenshot's set-up: JSON in (when there is a
 * body), the envelope's `data` out, and a thrown error that names the call when it fails.
 */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  route: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}
