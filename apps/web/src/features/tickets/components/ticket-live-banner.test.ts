import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TicketGoneMark, TicketLiveBanner } from './ticket-live-banner';

// The web tests run without a DOM (and take *.test.ts only): the markup is checked here; the
// focus after "Mostrar" and the rows kept in place, in a browser (e2e/tests/tickets-live.e2e.ts).
const render = (count: number) =>
  renderToStaticMarkup(createElement(TicketLiveBanner, { count, onShow: () => {} }));

const liveRegions = (html: string) =>
  [...html.matchAll(/<p role="status"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);

describe('TicketLiveBanner (docs/product/tickets.md#live-updates)', () => {
  it('keeps its 36 px slot and an empty live region while nothing is new', () => {
    const html = render(0);
    expect(html).toMatch(/^<div data-live-slot="" class="[^"]*\bh-9\b/);
    expect(html).not.toContain('<button');
    expect(liveRegions(html)).toEqual(['']);
  });

  it('shows "3 nuevos tickets — Mostrar" in the same slot and says the count once', () => {
    const html = render(3);
    expect(html).toMatch(/^<div data-live-slot="" class="[^"]*\bh-9\b/);
    expect(html).toContain('3 nuevos tickets — Mostrar</button>');
    expect(liveRegions(html)).toEqual(['3 nuevos tickets']);
    // Only the region is live: the button's text is not announced a second time.
    expect(html.match(/nuevos tickets/g)).toHaveLength(2);
    expect(html).not.toMatch(/<button[^>]*aria-live/);
  });

  it('words one ticket in the singular', () => {
    const html = render(1);
    expect(html).toContain('1 nuevo ticket — Mostrar</button>');
    expect(liveRegions(html)).toEqual(['1 nuevo ticket']);
  });
});

describe('TicketGoneMark', () => {
  it('says in words that the row left the view (colour is never the only cue)', () => {
    expect(renderToStaticMarkup(createElement(TicketGoneMark))).toContain(
      'Ya no está en esta vista',
    );
  });
});
