import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil, SearchX } from 'lucide-react';
import { customerMessages, type Role } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card-section';
import { TextLink } from '../../../components/ui/text-link';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/money';
import { useCustomer } from '../api/get-customer';
import { CustomerContacts } from './customer-contacts';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerStatusBadge } from './customer-status-badge';
import { CustomerTickets } from './customer-tickets';
import { CustomersForbidden } from './customers-page';

const text = customerMessages.detail;
const page = customerMessages.page;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 break-words text-ink">{children || page.none}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-surface p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** /admin/customers/:id and /customers/:id: data, contacts and the customer's tickets. */
export function CustomerDetailPage({
  id,
  role,
  basePath,
}: {
  id: string;
  role: Role;
  basePath: string;
}) {
  const query = useCustomer(id);
  const [isEditing, setIsEditing] = useState(false);
  if (role === 'CLIENT') return <CustomersForbidden />;
  const canEdit = role === 'ADMIN';
  const back = (
    <TextLink to={basePath} className="text-sm">
      {text.back}
    </TextLink>
  );

  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4">
        {back}
        {isMissing ? (
          <MessagePanel
            icon={SearchX}
            heading={text.notFoundTitle}
            headingLevel={1}
            actions={
              <Link to={basePath} className={buttonClasses('secondary')}>
                {page.title}
              </Link>
            }
          >
            <p>{text.notFound}</p>
          </MessagePanel>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-ink">{page.title}</h1>
            <InlineAlert>
              <p>{text.loadFailed}</p>
              <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
                {page.retry}
              </Button>
            </InlineAlert>
          </>
        )}
      </div>
    );
  }

  const customer = query.data;
  if (!customer) return <div className="mx-auto w-full max-w-5xl">{back}</div>;
  const stats = customer.stats;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink">{customer.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <CustomerStatusBadge isActive={customer.isActive} />
            {customer.chainName ? <span>{customer.chainName}</span> : null}
            <span>
              {text.since} {formatDate(customer.createdAt)}
            </span>
          </p>
        </div>
        {canEdit ? (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {text.edit}
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="customer-stats">
        <h2 id="customer-stats" className="sr-only">
          {text.stats}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={page.tickets} value={formatCount(stats.ticketsTotal)} />
          <Figure label={page.openTickets} value={formatCount(stats.ticketsOpen)} />
          <Figure
            label={page.lastTicket}
            value={stats.lastTicketAt ? formatDateTime(stats.lastTicketAt) : page.never}
          />
          <Figure label={page.contacts} value={formatCount(stats.contactsCount)} />
        </dl>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <CardSection id="customer-data" title={text.data} className="text-sm">
          <dl className="mt-2 divide-y divide-line">
            <Row label={page.ruc}>{customer.ruc}</Row>
            <Row label={text.email}>
              {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : null}
            </Row>
            <Row label={text.phone}>
              {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : null}
            </Row>
            <Row label={text.address}>{customer.address}</Row>
            <Row label={text.notes}>{customer.notes}</Row>
          </dl>
        </CardSection>
        <CustomerContacts customer={customer} canEdit={canEdit} />
      </div>

      <CustomerTickets customerId={customer.id} isAdmin={role === 'ADMIN'} />

      {canEdit ? (
        <CustomerFormDialog isOpen={isEditing} onOpenChange={setIsEditing} customer={customer} />
      ) : null}
    </div>
  );
}
