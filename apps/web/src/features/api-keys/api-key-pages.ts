/** The API keys' pages, loaded together in one lazy chunk by src/app/route-pages.ts. */
export { ApiKeysPage } from './components/api-keys-page';
export { TokenTestPage } from './components/token-test-page';
