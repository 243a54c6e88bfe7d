/**
 * The contracts' schemas the session and the auth calls read answers with (and the sign-in form
 * checks with). Loaded on demand (load-auth-validation.ts) so zod is not part of /login's first
 * load; the provider preloads it right after the first paint, and a page load of /tickets asks
 * for it in the HTML. The other auth forms' resolvers are in auth-form-validation.ts, so
 * react-hook-form is not part of every signed-in page's first screen (docs/performance.md,
 * twelfth pass).
 */
import { setSpanishZodMessages } from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

export {
  authResponseSchema,
  loginInputSchema,
  meResponseSchema,
  messageResponseSchema,
} from '@atiende/contracts';
