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
