import { Readable } from 'node:stream';
import {
  AUDIT_REPORT_BODY_LIMIT_BYTES,
  auditLogListQuerySchema,
  auditLogListResponseSchema,
  auditReportResponseSchema,
  clientAuditEventSchema,
} from '@atiende/contracts';
import { stringify } from 'csv-stringify';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AUDIT_CSV_HEADER, auditCsvRow } from './audit-csv';
import { auditContextOf } from './audit-context';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import * as service from './audit.service';
import { limaToday } from '../../platform/spreadsheet-export';

export type AuditRoutesOptions = {
  db: Db;
  actors: service.ActorDirectory;
  /** Front-end reports accepted per user (or address) and minute. */
  reportsPerMinute: number;
  retentionDays: number;
};

const route = routesTagged('audit');

/** Reports are counted per signed-in user, so one office behind one address is not throttled. */
function reportKey(request: FastifyRequest): string {
  return `audit-report:${request.auth?.userId ?? request.ip}`;
}

/** Front-end error reports, from any signed-in user. */
function auditReportRoutes(app: RouteApp, options: AuditRoutesOptions) {
  const { db } = options;

  app.post(
    '/api/audit-logs',
    {
      bodyLimit: AUDIT_REPORT_BODY_LIMIT_BYTES,
      config: {
        rateLimit: {
          max: options.reportsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: reportKey,
          // After the auth guard, so the key is the user, not only the address.
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['audit'],
        summary: 'Report a front-end error (REACT_ERROR_BOUNDARY, API_ERROR) to the audit log',
        body: clientAuditEventSchema,
        response: createdEnvelope(auditReportResponseSchema),
      },
    },
    async (request, reply) => {
      const id = await service.recordClientEvent(db, auditContextOf(request), request.body);
      return reply.status(201).send(ok({ id }));
    },
  );
}

/** The log and its CSV export, for administrators. */
function auditReadRoutes(app: RouteApp, { db, actors }: AuditRoutesOptions) {
  app.get(
    '/api/audit-logs',
    route(
      'The audit log, newest first, with filters (administrators)',
      {
        querystring: auditLogListQuerySchema,
        response: okEnvelope(auditLogListResponseSchema),
      },
      'admins',
    ),
    async (request) => ok(await service.listAuditLogs(db, actors, request.query)),
  );

  app.get(
    '/api/audit-logs/export',
    route(
      'The filtered audit log as CSV, streamed (administrators; itself audited)',
      {
        querystring: auditLogListQuerySchema,
      },
      'admins',
    ),
    async (request, reply) => {
      const filters = service.filtersOf(request.query);
      await service.recordExport(db, auditContextOf(request), filters);
      const rows = Readable.from(
        (async function* csvRows() {
          yield AUDIT_CSV_HEADER;
          for await (const entry of service.exportAuditLogs(db, actors, filters)) {
            yield auditCsvRow(entry);
          }
        })(),
      );
      const csv = rows.pipe(stringify({ bom: true }));
      rows.on('error', (error) => csv.destroy(error));
      request.log.info({ filters }, 'audit log exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="auditoria-${limaToday()}.csv"`)
        .send(csv);
    },
  );
}

/**
 * Retention: every day at 03:15 Lima time on one instance of the cluster (docs/jobs.md#schedules);
 * a day every instance was down is made up once when one is back.
 */
function auditRetention(app: RouteApp, { db, retentionDays }: AuditRoutesOptions) {
  app.jobs.every('audit.retention', '15 3 * * *', async () => {
    const removed = await service.pruneAuditLogs(db, retentionDays);
    if (removed > 0) app.log.info({ removed }, 'old audit entries removed');
  });
}

export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, options) => {
  auditReportRoutes(app, options);
  auditReadRoutes(app, options);
  auditRetention(app, options);
};
