import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { authMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { FormField, controlClasses, splitFieldProps, type FieldFrameProps } from './form-field';

interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'size'>, FieldFrameProps {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * docs/product/auth.md#screens: a password input with a show/hide toggle ("Mostrar/Ocultar
 * contraseña"); its hint, like any kit field's, is read with it (aria-describedby).
 */
export function PasswordField({ ref, ...props }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const [frame, control] = splitFieldProps(props);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <FormField {...frame}>
      {(aria) => (
        <div className="relative">
          <input
            ref={ref}
            type={isVisible ? 'text' : 'password'}
            {...aria}
            className={cn(controlClasses('lg'), 'pr-12')}
            {...control}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? authMessages.hidePassword : authMessages.showPassword}
            aria-controls={frame.id}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-muted hover:text-ink"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FormField>
  );
}

interface NewPasswordFieldProps extends PasswordFieldProps {
  /** The button beside the field that fills in a generated password ("Generar"). */
  generateLabel: string;
  onGenerate: () => void;
}

/** A new password typed by an administrator, or generated with the button beside it. */
export function NewPasswordField({ generateLabel, onGenerate, ...props }: NewPasswordFieldProps) {
  return (
    <div className="flex items-end gap-2">
      <PasswordField className="flex-1" autoComplete="new-password" {...props} />
      <Button
        variant="secondary"
        size="lg"
        className={props.error ? 'mb-7' : undefined}
        onClick={onGenerate}
      >
        {generateLabel}
      </Button>
    </div>
  );
}
