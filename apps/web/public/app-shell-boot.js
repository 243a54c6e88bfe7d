/* global document, requestAnimationFrame */
// docs/performance.md#first-paint: on a page whose first screen the server drew (#app-shell), the
// app's code is fetched and run once the browser has painted that screen, not before it: the HTML
// and its stylesheet have the network to themselves until then. The entry and the route's chunks
// (data-app-preloads) are announced together as modulepreload, so they download side by side
// instead of one after the other. A hidden tab starts at once.
const script = document.querySelector('script[data-app-entry]');
const entry = script?.dataset.appEntry;
const start = () => {
  for (const href of (script.dataset.appPreloads ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(entry);
};
if (entry) {
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
