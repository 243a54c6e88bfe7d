export const ROLES = ['ADMIN', 'TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const;
export type Role = (typeof ROLES)[number];

/** Spanish labels shown in the user menu and the team pages (docs/product/overview.md). */
export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  TECH_LEAD: 'Líder Técnico',
  TECHNICIAN: 'Técnico',
  CLIENT: 'Cliente',
};

export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'TECH_LEAD', 'TECHNICIAN'];

/** docs/product/auth.md#screens /login: where a signed-in user lands. */
export function landingPathForRole(role: Role): string {
  if (role === 'ADMIN') return '/admin/dashboard';
  if (role === 'TECHNICIAN') return '/tickets';
  return '/dashboard';
}
