import { useState, type FormEvent } from 'react';
import { PlugZap, Send } from 'lucide-react';
import { emailConfigMessages } from '@atiende/contracts/email';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { OutcomeNotice } from '../../../../components/ui/outcome-notice';
import { TextField } from '../../../../components/ui/text-field';
import { messageOf } from '../../../../lib/api-error';
import { useSendTestEmail, useTestEmailConnection } from '../api/email-outbound';

const text = emailConfigMessages.test;

/**
 * «Probar» (docs/email.md#outbound): «Probar conexión» connects and logs in with the settings in
 * effect; «Enviar correo de prueba» sends one message to one address now. Each outcome is the
 * server's Spanish message, read out once through a polite live region.
 */
export function TestSection({ isConfigured }: { isConfigured: boolean }) {
  const connection = useTestEmailConnection();
  const sendTest = useSendTestEmail();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | undefined>();
  const [last, setLast] = useState<'connection' | 'send' | null>(null);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const address = to.trim();
    if (!/^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(address)) {
      setToError(
        /[,;\s]/.test(address)
          ? emailConfigMessages.validation.oneRecipient
          : emailConfigMessages.validation.recipientInvalid,
      );
      return;
    }
    setToError(undefined);
    setLast('send');
    sendTest.mutate(address);
  };

  const active = last === 'send' ? sendTest : connection;
  const outcome = active.data;
  const failure = active.isError
    ? messageOf(active.error, last === 'send' ? text.sendFailed : text.testFailed)
    : null;

  return (
    <CardSection id="email-config-test" title={text.heading}>
      <div className="mt-3 flex flex-col gap-4">
        <Button
          variant="secondary"
          onClick={() => {
            setLast('connection');
            connection.mutate();
          }}
          disabled={!isConfigured || connection.isPending}
          className="self-start max-md:min-h-11 max-sm:self-stretch"
        >
          <PlugZap aria-hidden="true" className="size-4" />
          {connection.isPending ? text.testing : text.testConnection}
        </Button>
        <form
          noValidate
          onSubmit={onSend}
          className="flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-start"
        >
          <TextField
            id="email-config-test-to"
            className="flex-1"
            label={text.recipient}
            hint={text.recipientHint}
            hintPlacement="below"
            fieldSize="md"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={to}
            error={toError}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!isConfigured || sendTest.isPending}
            className="max-md:min-h-11 sm:mt-6"
          >
            <Send aria-hidden="true" className="size-4" />
            {sendTest.isPending ? text.sending : text.sendTest}
          </Button>
        </form>
      </div>
      {isConfigured ? null : <p className="mt-2 text-sm text-muted">{text.notConfigured}</p>}
      <div role="status" aria-live="polite" className="mt-3 empty:mt-0">
        {active.isPending ? null : outcome ? (
          <OutcomeNotice isOk={outcome.ok}>{outcome.message}</OutcomeNotice>
        ) : failure ? (
          <OutcomeNotice isOk={false}>{failure}</OutcomeNotice>
        ) : null}
      </div>
    </CardSection>
  );
}
