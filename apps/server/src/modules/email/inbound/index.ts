/**
 * docs/email.md#inbound: the e-mail channel's way in. The webhook and the IMAP mailboxes hand
 * each raw message to `ingestMessage`.
 */
export {
  ingestMessage,
  type IngestInput,
  type IngestResult,
  type InboundDeps,
} from './ingest-message';
export { emailInboundModule, inboundDepsFor } from './inbound.module';
