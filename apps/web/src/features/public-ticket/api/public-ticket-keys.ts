/** TanStack Query keys of the public ticket form (STYLE rule 15: one key factory per feature). */
export const publicTicketKeys = {
  all: ['public-ticket'] as const,
  departments: () => [...publicTicketKeys.all, 'departments'] as const,
  products: (departmentId: string) => [...publicTicketKeys.all, 'products', departmentId] as const,
};
