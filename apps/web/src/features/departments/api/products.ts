import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Pagination, Product, ProductInput, ProductListItem } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { productApiQuery, type ProductFilters } from '../lib/product-filters';
import { departmentKeys } from './department-keys';

/** GET /api/products with the page's filters (administrators). */
export function getProducts(filters: ProductFilters, signal?: AbortSignal) {
  return apiRequest<{ products: ProductListItem[]; pagination: Pagination }>('/products', {
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

export type ProductBody = Omit<ProductInput, 'price'> & { price: number };

export function saveProduct(id: string | null, body: ProductBody) {
  return apiRequest<{ product: Product }>(id ? `/products/${id}` : '/products', {
    method: id ? 'PUT' : 'POST',
    body,
  }).then((data) => data.product);
}

/** DELETE /api/products/{id}: a product that tickets list is deactivated instead. */
export function deleteProduct(id: string) {
  return apiRequest<{ message: string; isDeactivated: boolean }>(`/products/${id}`, {
    method: 'DELETE',
  });
}

/** Products change the departments' counts too: both lists are refreshed. */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });
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
