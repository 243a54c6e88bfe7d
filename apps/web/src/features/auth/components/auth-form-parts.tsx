import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** The email field of the sign-in screens: the email keyboard and the browser's autofill. */
export function AuthEmailField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'inputMode'>,
) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The full-width main button of a sign-in screen, saying what it is doing while it works. */
export function AuthSubmitButton({
  isSubmitting,
  text,
}: {
  isSubmitting: boolean;
  text: { submit: string; submitting: string };
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
      {isSubmitting ? text.submitting : text.submit}
    </Button>
  );
}
