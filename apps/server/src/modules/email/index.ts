import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { createOutboundPolicy } from '../../platform/outbound';
import { createSecretBox } from '../../platform/secret-box';
import { resolveSecret } from '../../platform/secrets';
import { findUserNamesByIds } from '../users/index';
import { emailOutboundRoutes } from './outbound/email-outbound.routes';
import type { EmailSettingsDeps } from './outbound/email-settings.service';

/** Every instance's mailer forgets its settings when an administrator saves them. */
const SETTINGS_SAVED_TOPIC = 'email.settings_saved';

/**
 * E-mail as a channel (docs/email.md). Outbound: the SMTP settings of /admin/email-config, their
 * tests, the figures and the failed messages; the mailer itself is the platform's
 * (platform/mail/mailer.ts).
 */
export const emailModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, db }) => {
  const offSaved = app.realtime.onBroadcast(SETTINGS_SAVED_TOPIC, () =>
    app.mailer.forgetSettings(),
  );
  app.addHook('onClose', async () => offSaved());
  const settings: EmailSettingsDeps = {
    db,
    smtp: config.smtp,
    policy: createOutboundPolicy(config.outboundAllowHosts),
    secretBox: createSecretBox(
      resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
      config.previousSecrets.secretsKey,
    ),
    userNames: (ids) => findUserNamesByIds(db, ids),
    onSaved: () => {
      // At once here (the broadcast runs this instance's handler too), and on the others through
      // Redis; a lost message is bounded by the mailer's 60 s (docs/email.md#settings).
      app.mailer.forgetSettings();
      app.realtime.broadcast(SETTINGS_SAVED_TOPIC, {});
    },
  };
  await app.register(emailOutboundRoutes, { settings, mailer: app.mailer });
};
