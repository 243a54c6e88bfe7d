import type { ReactNode } from 'react';
import { pageMessages } from '@atiende/contracts';

interface FormSectionProps {
  legend: string;
  isOptional?: boolean;
  children: ReactNode;
}

/**
 * docs/product/public-form.md: each part of the public form is a fieldset whose legend is the
 * original heading.
 */
export function FormSection({ legend, isOptional = false, children }: FormSectionProps) {
  return (
    <fieldset className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left w-full pb-4 text-lg font-semibold text-ink">
        {legend}
        {isOptional ? (
          <span className="font-normal text-muted"> {pageMessages.form.optional}</span>
        ) : null}
      </legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}
