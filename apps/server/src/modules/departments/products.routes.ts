import {
  idParamsSchema,
  productDeletionSchema,
  productEnvelopeSchema,
  productInputSchema,
  productListResponseSchema,
  publicProductListSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import {
  productExportQuerySchema,
  productListQuerySchema,
  publicProductsQuerySchema,
} from './departments.schemas';
import type { ProductsService } from './products.service';

const route = routesTagged('products');

type RouteOptions = { service: ProductsService };

/** The public catalogue, the list and the export. */
function productReadRoutes(app: RouteApp, { service }: RouteOptions) {
  app.get(
    '/api/products/public',
    route(
      'Active products of a department, for the public ticket form (docs/product/departments-and-catalogue.md)',
      {
        security: [],
        querystring: publicProductsQuerySchema,
        response: okEnvelope(publicProductListSchema),
      },
      'public',
    ),
    async (request) => ok(await service.listPublicProducts(request.query.departmentId)),
  );

  app.get(
    '/api/products',
    route(
      'Products and services, paged and filtered (staff; inactive ones for administrators)',
      { querystring: productListQuerySchema, response: okEnvelope(productListResponseSchema) },
      'staff',
    ),
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return ok(await service.listProducts(currentUser(request), filters, { page, limit }));
    },
  );

  app.get(
    '/api/products/export',
    route(
      'Products and services as XLSX or CSV, with the list filters (administrators)',
      { querystring: productExportQuerySchema },
      'admins',
    ),
    async (request, reply) => {
      request.log.info({ format: request.query.format }, 'products exported');
      const caller = currentUser(request);
      return service.exportProducts(reply, caller, request.query, auditContextOf(request));
    },
  );
}

/** Create, change and delete products. */
function productWriteRoutes(app: RouteApp, { service }: RouteOptions) {
  app.post(
    '/api/products',
    route(
      'Create a product (administrators)',
      { body: productInputSchema, response: createdEnvelope(productEnvelopeSchema) },
      'admins',
    ),
    async (request, reply) => {
      const product = await service.createProduct(request.body, auditContextOf(request));
      request.log.info({ productId: product.id }, 'product created');
      return reply.status(201).send(ok({ product }));
    },
  );

  app.put(
    '/api/products/:id',
    route(
      'Edit a product (administrators)',
      {
        params: idParamsSchema,
        body: productInputSchema,
        response: okEnvelope(productEnvelopeSchema),
      },
      'admins',
    ),
    async (request) => {
      const product = await service.updateProduct(
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      request.log.info({ productId: product.id }, 'product updated');
      return ok({ product });
    },
  );

  app.delete(
    '/api/products/:id',
    route(
      'Delete a product, or deactivate it when tickets list it (administrators)',
      { params: idParamsSchema, response: okEnvelope(productDeletionSchema) },
      'admins',
    ),
    async (request) => {
      const result = await service.deleteProduct(request.params.id, auditContextOf(request));
      request.log.info({ productId: request.params.id, ...result }, 'product removed');
      return ok(result);
    },
  );
}

export const productsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  productReadRoutes(app, options);
  productWriteRoutes(app, options);
};
