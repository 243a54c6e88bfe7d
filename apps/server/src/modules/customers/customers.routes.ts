import {
  customerDuplicateListResponseSchema,
  customerEnvelopeSchema,
  customerExportQuerySchema,
  customerInputSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerMergeInputSchema,
  customerMergeResultSchema,
  customerMessages,
  customerStatsOverviewSchema,
  customerStatsQuerySchema,
  customerTicketsQuerySchema,
  customerTicketsResponseSchema,
  STAFF_ROLES,
  successEnvelope,
  ticketMessages,
  type Role,
} from '@atiende/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { currentUser } from '../../platform/auth/auth-guard';
import { sendSpreadsheet } from '../../platform/spreadsheet-export';
import { auditContextOf } from '../audit/index';
import type { CustomerInsightsService } from './customer-insights.service';
import type { CustomerMergeService } from './customer-merge.service';
import type { CustomersService } from './customers.service';

/** docs/customers.md: staff read the CRM; administrators change it; leads may also export. */
const READERS = STAFF_ROLES;
const EDITORS: readonly Role[] = ['ADMIN'];
const EXPORTERS: readonly Role[] = ['ADMIN', 'TECH_LEAD'];

const idParams = z.object({ id: z.uuid({ error: ticketMessages.validation.invalidId }) });
const detailResponse = successEnvelope(customerEnvelopeSchema);
const tags = ['customers'];

export type CustomersRoutesOptions = {
  service: CustomersService;
  insights: CustomerInsightsService;
  merge: CustomerMergeService;
  /** The tickets module's visibility rule for this caller (`app.ticketScope`). */
  ticketScope: (claims: AccessClaims) => Promise<SQL | undefined>;
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = CustomersRoutesOptions;

/** The list and its figures. */
function customerListRoutes(app: App, { service, insights }: RouteOptions) {
  app.get(
    '/api/customers-unified',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'Customers, searched and filtered, optionally with their ticket figures',
        querystring: customerListQuerySchema,
        response: { 200: successEnvelope(customerListResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listCustomers(request.query),
    }),
  );

  app.get(
    '/api/customers-unified/stats/overview',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'CRM panel: new and active customers, top customers, tickets by empresa/cadena',
        querystring: customerStatsQuerySchema,
        response: { 200: successEnvelope(customerStatsOverviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.getOverview(request.query),
    }),
  );
}

/** Possible duplicates and the export. */
function customerReportRoutes(app: App, { insights }: RouteOptions) {
  app.get(
    '/api/customers-unified/duplicates',
    {
      config: { roles: EDITORS },
      schema: {
        tags,
        summary: 'Pairs of customers sharing an e-mail or a phone (administrators)',
        response: {
          200: successEnvelope(customerDuplicateListResponseSchema),
        },
      },
    },
    async () => ({
      success: true as const,
      data: { duplicates: await insights.listDuplicates() },
    }),
  );

  app.get(
    '/api/customers-unified/export',
    {
      config: { roles: EXPORTERS },
      schema: {
        tags,
        summary: 'The filtered list as XLSX or CSV (administrators and tech leads)',
        querystring: customerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await insights.startExport(request.query, auditContextOf(request));
      return sendSpreadsheet(reply, {
        format: request.query.format,
        fileName: 'clientes',
        sheetName: customerMessages.export.sheet,
        columns: insights.EXPORT_COLUMNS,
        rows,
      });
    },
  );
}

/** One customer and its tickets. */
function customerDetailRoutes(app: App, { service, insights, ticketScope }: RouteOptions) {
  app.get(
    '/api/customers-unified/:id',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'One customer with its contacts and figures',
        params: idParams,
        response: { 200: detailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { customer: await service.getCustomerDetail(request.params.id) },
    }),
  );

  app.get(
    '/api/customers-unified/:id/tickets',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "The customer's tickets that the caller may open, newest first",
        params: idParams,
        querystring: customerTicketsQuerySchema,
        response: { 200: successEnvelope(customerTicketsResponseSchema) },
      },
    },
    async (request) => {
      const scope = await ticketScope(currentUser(request));
      return {
        success: true as const,
        data: await insights.listTicketsOfCustomer(request.params.id, scope, request.query),
      };
    },
  );
}

/** Create, change and merge customers. */
function customerWriteRoutes(app: App, { service, merge }: RouteOptions) {
  app.post(
    '/api/customers-unified',
    {
      config: { roles: EDITORS },
      schema: {
        tags,
        summary: 'Create a customer (administrators)',
        body: customerInputSchema,
        response: { 201: detailResponse },
      },
    },
    async (request, reply) => {
      const customer = await service.createCustomer(request.body, auditContextOf(request));
      request.log.info({ customerId: customer.id }, 'customer created');
      return reply.status(201).send({ success: true as const, data: { customer } });
    },
  );

  app.put(
    '/api/customers-unified/:id',
    {
      config: { roles: EDITORS },
      schema: {
        tags,
        summary: 'Edit a customer and, when sent, replace its contacts (administrators)',
        params: idParams,
        body: customerInputSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const customer = await service.updateCustomer(
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      request.log.info({ customerId: customer.id }, 'customer updated');
      return { success: true as const, data: { customer } };
    },
  );

  app.post(
    '/api/customers-unified/:id/merge',
    {
      config: { roles: EDITORS },
      schema: {
        tags,
        summary: 'Merge this customer into another one, moving its tickets (administrators)',
        params: idParams,
        body: customerMergeInputSchema,
        response: { 200: successEnvelope(customerMergeResultSchema) },
      },
    },
    async (request) => {
      const result = await merge.mergeCustomers(
        request.params.id,
        request.body.intoId,
        auditContextOf(request),
      );
      request.log.info(
        { sourceId: request.params.id, targetId: request.body.intoId, moved: result.moved },
        'customers merged',
      );
      return { success: true as const, data: result };
    },
  );
}

export const customersRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  customerListRoutes(app, options);
  customerReportRoutes(app, options);
  customerDetailRoutes(app, options);
  customerWriteRoutes(app, options);
};
