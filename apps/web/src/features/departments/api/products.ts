import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  productDeletionSchema,
  productEnvelopeSchema,
  productListResponseSchema,
  type productInputSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api';
import { invalidateReferenceData } from '../../../lib/reference-data/reference-data-keys';
import { productApiQuery, type ProductFilters } from '../lib/product-filters';
import { departmentKeys } from './department-keys';

/** GET /api/products with the page's filters (administrators). */
export function getProducts(filters: ProductFilters, signal?: AbortSignal) {
  return apiGet('/products', productListResponseSchema, {
    query: productApiQuery(filters),
    signal,
  });
}

export function productsQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: departmentKeys.productList(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filters: ProductFilters, options: { isEnabled: boolean }) {
  return useQuery({ ...productsQueryOptions(filters), enabled: options.isEnabled });
}

export type ProductBody = z.input<typeof productInputSchema>;

export function saveProduct(id: string | null, body: ProductBody) {
  const path = id ? `/products/${id}` : '/products';
  return apiSend(id ? 'PUT' : 'POST', path, body, productEnvelopeSchema).then(
    (data) => data.product,
  );
}

/** DELETE /api/products/{id}: a product that tickets list is deactivated instead. */
export function deleteProduct(id: string) {
  return apiSend('DELETE', `/products/${id}`, undefined, productDeletionSchema);
}

/** Products change the departments' counts and the products offered: every list is refreshed. */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
      invalidateReferenceData(queryClient, 'departments', 'products'),
    ]);
}

export function useSaveProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProductBody }) => saveProduct(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({ mutationFn: deleteProduct, onSuccess: invalidate });
}
