import { queryOptions } from '@tanstack/react-query';
import { VERSION_FILE_PATH } from '@atiende/contracts';
import { apiGet } from '../api';
import { fetchStaticFile } from '../fetch-static-file';
import { lazyExport } from '../lazy-chunk';
import {
  loadPublicSchemas,
  loadReferenceSchemas,
  loadSchemas,
  loadVersionSchema,
} from '../load-schemas';
import { referenceDataKeys } from './reference-data-keys';

/** Staff reference data changes by hand, seldom: a minute old is fresh enough between events. */
const STAFF_REFERENCE_STALE_MS = 60_000;

/**
 * GET /api/departments: administrators all (inactive ones too when asked), leads and técnicos
 * their own. Every feature reads this one list: the ticket filter, the team's pickers and the
 * departments page.
 */
export function departmentsQueryOptions(includeInactive = false) {
  return queryOptions({
    queryKey: referenceDataKeys.departmentList(includeInactive),
    queryFn: async ({ signal }) => {
      const query = { includeInactive: includeInactive ? 'true' : undefined };
      const data = await apiGet(
        '/departments',
        lazyExport(loadReferenceSchemas, 'departmentListResponseSchema'),
        { query, signal },
      );
      return data.departments;
    },
    staleTime: STAFF_REFERENCE_STALE_MS,
  });
}

/** GET /api/users/technicians: the active staff a ticket can go to, with their load. */
export function techniciansQueryOptions() {
  return queryOptions({
    queryKey: referenceDataKeys.technicians(),
    queryFn: async ({ signal }) => {
      const schema = lazyExport(loadReferenceSchemas, 'technicianOptionListResponseSchema');
      return (await apiGet('/users/technicians', schema, { signal })).users;
    },
    staleTime: STAFF_REFERENCE_STALE_MS,
  });
}

/** GET /api/departments/public: the active departments a ticket can be filed in. */
export function publicDepartmentsQueryOptions() {
  return queryOptions({
    queryKey: referenceDataKeys.publicDepartments(),
    queryFn: ({ signal }) =>
      apiGet('/departments/public', lazyExport(loadPublicSchemas, 'publicDepartmentListSchema'), {
        signal,
      }),
  });
}

/** The client keeps only the products of the department it asked for. */
export function productsOfDepartment<T extends { departmentId: string }>(
  products: readonly T[],
  departmentId: string,
): T[] {
  return products.filter((product) => product.departmentId === departmentId);
}

/**
 * GET /api/products/public?departmentId=: the department's active products. Only the chosen
 * department's are kept, whatever the server sends. Asked only once a department is chosen.
 */
export function publicProductsQueryOptions(departmentId: string) {
  return queryOptions({
    queryKey: referenceDataKeys.productsOf(departmentId),
    queryFn: async ({ signal }) => {
      const schema = lazyExport(loadPublicSchemas, 'publicProductListSchema');
      const products = await apiGet('/products/public', schema, {
        query: { departmentId },
        signal,
      });
      return productsOfDepartment(products, departmentId);
    },
    enabled: departmentId !== '',
  });
}

/**
 * GET /version.json with a timestamp query and no cache: the build deployed now. Read by the
 * new-version watcher, the development-control page and the web-app dialog.
 */
export async function getVersionFile(signal?: AbortSignal) {
  const response = await fetchStaticFile(`${VERSION_FILE_PATH}?t=${Date.now()}`, {
    signal,
    accept: 'application/json',
    noStore: true,
  });
  const [body, { versionFileSchema }] = await Promise.all([response.json(), loadVersionSchema()]);
  return versionFileSchema.parse(body);
}

export function versionFileQueryOptions() {
  return queryOptions({
    queryKey: referenceDataKeys.version(),
    queryFn: ({ signal }) => getVersionFile(signal),
    staleTime: 0,
  });
}

/** How many companies a company picker offers per search. */
export const COMPANY_OPTIONS_LIMIT = 10;

/**
 * GET /api/customers-unified: the active companies whose name, RUC or chain matches `search`, as
 * {id, name}: what the team's "Empresa" of a client and an SLA policy's scope pick from
 * (components/company-picker.tsx).
 */
export function companyOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: referenceDataKeys.companyOptions(search),
    queryFn: async ({ signal }) => {
      const data = await apiGet(
        '/customers-unified',
        lazyExport(loadSchemas, 'customerListResponseSchema'),
        {
          query: { search: search || undefined, limit: COMPANY_OPTIONS_LIMIT, isActive: 'true' },
          signal,
        },
      );
      return data.customers.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 30_000,
  });
}
