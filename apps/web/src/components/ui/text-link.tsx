import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The look of a link inside text or a table cell: brand colour, underlined on hover. */
export const TEXT_LINK_CLASSES = 'text-brand underline-offset-2 hover:underline';

/** A router link inside text or a table cell; `className` adds weight or size. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(className, TEXT_LINK_CLASSES)} {...props} />;
}
