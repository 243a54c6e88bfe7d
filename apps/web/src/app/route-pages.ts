import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { User } from '@atiende/contracts';
import { useAuth } from '../features/auth/hooks/use-auth';
import type * as ticketPagesModule from '../features/tickets/ticket-pages';

type LazyPage = NonNullable<RouteObject['lazy']>;
type TicketPages = typeof ticketPagesModule;

/**
 * The ticket pages share one lazy chunk (one dynamic import keeps /login's first load at its
 * size) and get the signed-in user here, where the app composes features: a feature never
 * imports another one (STYLE rule 1). RequireAuth renders these routes only with a user.
 */
function ticketPage(pick: (pages: TicketPages) => ComponentType<{ viewer: User }>): LazyPage {
  return async () => {
    const Page = pick(await import('../features/tickets/ticket-pages'));
    return {
      Component: function TicketRoute() {
        const { user } = useAuth();
        return user ? createElement(Page, { viewer: user }) : null;
      },
    };
  };
}

/**
 * The pages that exist, by route path (spec §2). Every other registered path shows the
 * "Próximamente" panel. Each feature adds one line per page here, lazily imported so the
 * page's code stays out of /login's first load.
 */
const publicTicketPage: LazyPage = () =>
  import('../features/public-ticket/components/public-ticket-page').then((module) => ({
    Component: module.PublicTicketPage,
  }));

export const BUILT_PAGES: Readonly<Record<string, LazyPage>> = {
  '/support': publicTicketPage,
  '/tickets/public': publicTicketPage,
  '/tickets': ticketPage((pages) => pages.TicketListPage),
  '/tickets/completed': ticketPage((pages) => pages.CompletedTicketsPage),
  '/tickets/create': ticketPage((pages) => pages.TicketCreatePage),
  '/tickets/new': ticketPage((pages) => pages.TicketCreatePage),
  '/tickets/:id': ticketPage((pages) => pages.TicketDetailPage),
};
