import {
  productDeletionSchema,
  productEnvelopeSchema,
  productInputSchema,
  productListResponseSchema,
  publicProductListSchema,
  STAFF_ROLES,
  successEnvelope,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import {
  idParamsSchema,
  productExportQuerySchema,
  productListQuerySchema,
  publicProductsQuerySchema,
} from './departments.schemas';
import { exportProducts } from './products-export.service';
import * as service from './products.service';

const productResponse = successEnvelope(productEnvelopeSchema);

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = { db: Db };

/** The public catalogue, the list and the export. */
function productReadRoutes(app: App, { db }: RouteOptions) {
  app.get(
    '/api/products/public',
    {
      config: { public: true },
      schema: {
        tags: ['products'],
        summary:
          'Active products of a department, for the public ticket form (docs/product/departments-and-catalogue.md)',
        security: [],
        querystring: publicProductsQuerySchema,
        response: { 200: successEnvelope(publicProductListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listPublicProducts(db, request.query.departmentId),
    }),
  );

  app.get(
    '/api/products',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['products'],
        summary:
          'Products and services, paged and filtered (staff; inactive ones for administrators)',
        querystring: productListQuerySchema,
        response: {
          200: successEnvelope(productListResponseSchema),
        },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const data = await service.listProducts(db, currentUser(request), filters, { page, limit });
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/products/export',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['products'],
        summary: 'Products and services as XLSX or CSV, with the list filters (administrators)',
        querystring: productExportQuerySchema,
      },
    },
    async (request, reply) => {
      request.log.info({ format: request.query.format }, 'products exported');
      return exportProducts(
        db,
        reply,
        currentUser(request),
        request.query,
        auditContextOf(request),
      );
    },
  );
}

/** Create, change and delete products. */
function productWriteRoutes(app: App, { db }: RouteOptions) {
  app.post(
    '/api/products',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['products'],
        summary: 'Create a product (administrators)',
        body: productInputSchema,
        response: { 201: productResponse },
      },
    },
    async (request, reply) => {
      const product = await service.createProduct(db, request.body, auditContextOf(request));
      request.log.info({ productId: product.id }, 'product created');
      return reply.status(201).send({ success: true as const, data: { product } });
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['products'],
        summary: 'Edit a product (administrators)',
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: productResponse },
      },
    },
    async (request) => {
      const product = await service.updateProduct(
        db,
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      request.log.info({ productId: product.id }, 'product updated');
      return { success: true as const, data: { product } };
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['products'],
        summary: 'Delete a product, or deactivate it when tickets list it (administrators)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(productDeletionSchema),
        },
      },
    },
    async (request) => {
      const result = await service.deleteProduct(db, request.params.id, auditContextOf(request));
      request.log.info({ productId: request.params.id, ...result }, 'product removed');
      return { success: true as const, data: result };
    },
  );
}

export const productsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  productReadRoutes(app, options);
  productWriteRoutes(app, options);
};
