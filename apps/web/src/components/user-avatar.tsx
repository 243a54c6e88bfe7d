import { useState } from 'react';
import { useAvatarImage } from '../lib/avatar-image';
import { cn } from '../lib/cn';
import { useObjectUrl } from '../lib/use-object-url';
import { initialsOf } from '../lib/user-initials';

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-24 text-2xl',
} as const;

/**
 * A person's photo in a circle, or their initials while it loads, when they have none, or
 * when it cannot be shown. The image's text is the person's name; the initials are decoration
 * (the name is always written next to them).
 */
export function UserAvatar({
  name,
  url,
  size = 'sm',
  className,
}: {
  name: string;
  /** `user.avatar`: `/api/users/{id}/avatar?v=…` or null. */
  url: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const image = useAvatarImage(url);
  const src = useObjectUrl(image.data);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const classes = cn('shrink-0 rounded-full', SIZES[size], className);
  if (src && src !== brokenSrc) {
    return (
      <img
        src={src}
        alt={name}
        onError={() => setBrokenSrc(src)}
        className={cn(classes, 'bg-surface-2 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'flex items-center justify-center bg-brand font-semibold text-white')}
    >
      {initialsOf(name)}
    </span>
  );
}
