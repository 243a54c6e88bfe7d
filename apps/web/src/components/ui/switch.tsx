import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'onChange'
> {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (`role="switch"`, 44 × 24 px): label it with aria-label or aria-labelledby. */
export function Switch({ isOn, onChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      onClick={() => onChange(!isOn)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60',
        isOn ? 'border-brand bg-brand' : 'border-line-strong bg-white',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-4 rounded-full transition-transform',
          isOn ? 'translate-x-5 bg-white' : 'translate-x-0.5 bg-muted',
        )}
      />
    </button>
  );
}
