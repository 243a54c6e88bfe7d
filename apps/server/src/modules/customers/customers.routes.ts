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
  idParamsSchema,
} from '@atiende/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { currentUser } from '../../platform/auth/auth-guard';
import {
  createdEnvelope,
  ok,
  okEnvelope,
  routesTagged,
  withApiKeyScopes,
} from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { sendSpreadsheet } from '../../platform/spreadsheet-export';
import { auditContextOf } from '../audit/index';
import type { CustomerInsightsService } from './customer-insights.service';
import type { CustomerMergeService } from './customer-merge.service';
import type { CustomersService } from './customers.service';

/** docs/customers.md: staff read the CRM; administrators change it; leads may also export. */
const route = routesTagged('customers');
/** docs/api-keys.md#which-routes-accept-a-key: list, read, create and edit companies. */
const CUSTOMER_KEY_SCOPES = ['customers:manage'] as const;

export type CustomersRoutesOptions = {
  service: CustomersService;
  insights: CustomerInsightsService;
  merge: CustomerMergeService;
  /** The tickets module's visibility rule for this caller (`app.ticketScope`). */
  ticketScope: (claims: AccessClaims) => Promise<SQL | undefined>;
};

type RouteOptions = CustomersRoutesOptions;

/** The list and its figures. */
function customerListRoutes(app: RouteApp, { service, insights }: RouteOptions) {
  app.get(
    '/api/customers-unified',
    route(
      'Customers, searched and filtered, optionally with their ticket figures',
      { querystring: customerListQuerySchema, response: okEnvelope(customerListResponseSchema) },
      withApiKeyScopes('staff', CUSTOMER_KEY_SCOPES),
    ),
    async (request) => ok(await service.listCustomers(request.query)),
  );

  app.get(
    '/api/customers-unified/stats/overview',
    route(
      'CRM panel: new and active customers, top customers, tickets by empresa/cadena',
      { querystring: customerStatsQuerySchema, response: okEnvelope(customerStatsOverviewSchema) },
      'staff',
    ),
    async (request) => ok(await insights.getOverview(request.query)),
  );
}

/** Possible duplicates and the export. */
function customerReportRoutes(app: RouteApp, { insights }: RouteOptions) {
  app.get(
    '/api/customers-unified/duplicates',
    route(
      'Pairs of customers sharing an e-mail or a phone (administrators)',
      { response: okEnvelope(customerDuplicateListResponseSchema) },
      'admins',
    ),
    async () => ok({ duplicates: await insights.listDuplicates() }),
  );

  app.get(
    '/api/customers-unified/export',
    route(
      'The filtered list as XLSX or CSV (administrators and tech leads)',
      { querystring: customerExportQuerySchema },
      'managers',
    ),
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
function customerDetailRoutes(app: RouteApp, { service, insights, ticketScope }: RouteOptions) {
  app.get(
    '/api/customers-unified/:id',
    route(
      'One customer with its contacts and figures',
      { params: idParamsSchema, response: okEnvelope(customerEnvelopeSchema) },
      withApiKeyScopes('staff', CUSTOMER_KEY_SCOPES),
    ),
    async (request) => ok({ customer: await service.getCustomerDetail(request.params.id) }),
  );

  app.get(
    '/api/customers-unified/:id/tickets',
    route(
      "The customer's tickets that the caller may open, newest first",
      {
        params: idParamsSchema,
        querystring: customerTicketsQuerySchema,
        response: okEnvelope(customerTicketsResponseSchema),
      },
      'staff',
    ),
    async (request) => {
      const scope = await ticketScope(currentUser(request));
      return ok(await insights.listTicketsOfCustomer(request.params.id, scope, request.query));
    },
  );
}

/** Create, change and merge customers. */
function customerWriteRoutes(app: RouteApp, { service, merge }: RouteOptions) {
  app.post(
    '/api/customers-unified',
    route(
      'Create a customer (administrators)',
      { body: customerInputSchema, response: createdEnvelope(customerEnvelopeSchema) },
      withApiKeyScopes('admins', CUSTOMER_KEY_SCOPES),
    ),
    async (request, reply) => {
      const customer = await service.createCustomer(request.body, auditContextOf(request));
      request.log.info({ customerId: customer.id }, 'customer created');
      return reply.status(201).send(ok({ customer }));
    },
  );

  app.put(
    '/api/customers-unified/:id',
    route(
      'Edit a customer and, when sent, replace its contacts (administrators)',
      {
        params: idParamsSchema,
        body: customerInputSchema,
        response: okEnvelope(customerEnvelopeSchema),
      },
      withApiKeyScopes('admins', CUSTOMER_KEY_SCOPES),
    ),
    async (request) => {
      const customer = await service.updateCustomer(
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      request.log.info({ customerId: customer.id }, 'customer updated');
      return ok({ customer });
    },
  );

  app.post(
    '/api/customers-unified/:id/merge',
    route(
      'Merge this customer into another one, moving its tickets (administrators)',
      {
        params: idParamsSchema,
        body: customerMergeInputSchema,
        response: okEnvelope(customerMergeResultSchema),
      },
      'admins',
    ),
    async (request) => {
      const { id } = request.params;
      const { intoId } = request.body;
      const result = await merge.mergeCustomers(id, intoId, auditContextOf(request));
      request.log.info({ sourceId: id, targetId: intoId, moved: result.moved }, 'customers merged');
      return ok(result);
    },
  );
}

export const customersRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  customerListRoutes(app, options);
  customerReportRoutes(app, options);
  customerDetailRoutes(app, options);
  customerWriteRoutes(app, options);
};
