import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { CARGO_LABELS, customerContextMessages, type CustomerContext } from '@atiende/contracts';
import { LoadFailed } from '../../../components/ui/load-failed';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useCustomerContext } from '../api/get-customer-context';
import { CustomerContextNotes } from './customer-context-notes';
import { CustomerContextTickets } from './customer-context-tickets';

const text = customerContextMessages;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-2 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

const mailLink = (email: string) => (
  <a href={`mailto:${email}`} className="text-brand underline">
    {email}
  </a>
);
const phoneLink = (phone: string) => (
  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand underline">
    {phone}
  </a>
);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-line pt-3 first:border-t-0 first:pt-0">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </div>
  );
}

function RequesterPart({ requester }: { requester: CustomerContext['requester'] }) {
  const cargo = requester.cargo
    ? (CARGO_LABELS[requester.cargo as keyof typeof CARGO_LABELS] ?? requester.cargo)
    : null;
  return (
    <Part title={text.contact}>
      <dl>
        <Row label={text.name}>
          {requester.name}
          {requester.account ? null : (
            <span className="block text-xs text-muted">{text.noAccount}</span>
          )}
        </Row>
        {cargo ? <Row label={text.cargo}>{cargo}</Row> : null}
        {requester.email ? <Row label={text.email}>{mailLink(requester.email)}</Row> : null}
        {requester.phone ? <Row label={text.phone}>{phoneLink(requester.phone)}</Row> : null}
      </dl>
    </Part>
  );
}

function CompanyPart({ company }: { company: CustomerContext['company'] }) {
  if (!company) {
    return (
      <Part title={text.company}>
        <p className="text-muted">{text.noCompany}</p>
      </Part>
    );
  }
  return (
    <Part title={text.company}>
      <dl>
        <Row label={text.company}>{company.name}</Row>
        {company.ruc ? <Row label={text.ruc}>{company.ruc}</Row> : null}
        {company.chainName ? <Row label={text.chain}>{company.chainName}</Row> : null}
        {company.email ? <Row label={text.email}>{mailLink(company.email)}</Row> : null}
        {company.phone ? <Row label={text.phone}>{phoneLink(company.phone)}</Row> : null}
        {company.address ? <Row label={text.address}>{company.address}</Row> : null}
      </dl>
      <TextLink to={`/customers/${company.id}`} className="mt-1 inline-block underline">
        {text.companyPage}
      </TextLink>
    </Part>
  );
}

function ContextBody({ ticketId, context }: { ticketId: string; context: CustomerContext }) {
  const { requester, company } = context;
  return (
    <div className="space-y-3">
      <RequesterPart requester={requester} />
      <CompanyPart company={company} />
      <div className="space-y-3 border-t border-line pt-3">
        <CustomerContextTickets
          title={text.openTickets}
          tickets={context.openTickets}
          empty={text.noOpenTickets}
          more={context.openCount - context.openTickets.length}
        />
        <CustomerContextTickets
          title={text.recentTickets}
          tickets={context.recentTickets}
          empty={text.noRecentTickets}
        />
      </div>
      {company || requester.account ? (
        <div className="space-y-3 border-t border-line pt-3">
          {company ? (
            <CustomerContextNotes ticketId={ticketId} about="COMPANY" notes={company.notes} />
          ) : null}
          {requester.account ? (
            <CustomerContextNotes
              ticketId={ticketId}
              about="REQUESTER"
              notes={requester.account.notes}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The collapsed panel's one line: who, their company, their other open tickets. */
function summaryOf(context: CustomerContext | undefined): string | null {
  if (!context) return null;
  return [context.requester.name, context.company?.name, text.openCount(context.openCount)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * docs/customers.md#customer-context: the customer beside the ticket (staff only). A disclosure:
 * open from 768 px, closed on phones so the conversation comes first, its summary line saying
 * who it is while closed.
 */
export function CustomerContextPanel({ ticketId }: { ticketId: string }) {
  const context = useCustomerContext(ticketId);
  const isDesktop = useIsDesktop();
  const [isOpenChosen, setIsOpenChosen] = useState<boolean | null>(null);
  const isOpen = isOpenChosen ?? isDesktop;
  const bodyId = useId();
  const summary = summaryOf(context.data);
  return (
    <section
      aria-label={text.title}
      className="rounded-lg border border-line bg-white p-4"
      data-testid="customer-context"
    >
      <h2 className="text-sm font-semibold text-ink">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpenChosen(!isOpen)}
          className="flex min-h-10 w-full items-center gap-2 text-left"
        >
          <span className="min-w-0 flex-1">
            {text.title}
            {summary && !isOpen ? (
              <span className="block text-xs font-normal break-words text-muted">{summary}</span>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className="mt-3 text-sm">
        {context.isPending ? (
          <p role="status" className="text-muted">
            {text.loading}
          </p>
        ) : context.isError ? (
          <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={context.refetch} />
        ) : (
          <ContextBody ticketId={ticketId} context={context.data} />
        )}
      </div>
    </section>
  );
}
