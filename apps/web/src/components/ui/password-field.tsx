import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { authMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { FormField, controlClasses } from './form-field';

interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'size'
> {
  id: string;
  label: string;
  error?: string;
  /** Show the error as an alert (announced at once). */
  isErrorAlert?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * docs/product/auth.md#screens: a password input with a show/hide toggle ("Mostrar/Ocultar
 * contraseña").
 */
export function PasswordField({
  id,
  label,
  error,
  isErrorAlert = false,
  className,
  ref,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      isErrorAlert={isErrorAlert}
      className={className}
    >
      {(aria) => (
        <div className="relative">
          <input
            ref={ref}
            type={isVisible ? 'text' : 'password'}
            {...aria}
            className={cn(controlClasses('lg'), 'pr-12')}
            {...props}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? authMessages.hidePassword : authMessages.showPassword}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-muted hover:text-ink"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FormField>
  );
}
