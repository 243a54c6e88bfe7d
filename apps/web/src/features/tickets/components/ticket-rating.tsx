import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { ticketCloseMessages, type TicketRating } from '@atiende/contracts';
import { TextareaField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRateTicket } from '../api/ticket-close';

const text = ticketCloseMessages.rating;
const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, the first `value` filled (decorative: the text beside them says the value). */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex gap-0.5', className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          className={cn(
            'size-5',
            star <= value ? 'fill-note-edge text-note-edge' : 'text-line-strong',
          )}
        />
      ))}
    </span>
  );
}

/**
 * docs/product/tickets.md#closing: a given rating — for staff "Calificación del cliente" with who
 * rated, for the client "Tu calificación".
 */
export function RatingSummary({ rating, isStaff }: { rating: TicketRating; isStaff: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {isStaff ? text.staffHeading : text.yourHeading}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
        <RatingStars value={rating.rating} />
        <span className="font-medium">{text.staffValue(rating.rating)}</span>
      </p>
      {isStaff && rating.client ? (
        <p className="text-sm text-muted">{text.staffBy(rating.client.name)}</p>
      ) : null}
      {rating.comment ? (
        <p className="text-sm break-words whitespace-pre-line text-ink">{rating.comment}</p>
      ) : isStaff ? (
        <p className="text-sm text-muted">{text.noComment}</p>
      ) : null}
      {isStaff ? null : <p className="text-sm text-muted">{text.thanks}</p>}
    </section>
  );
}

/**
 * "¿Cómo calificarías la atención?": one tap on a star sends the rating, with the optional comment
 * typed above it (one rating per ticket, so nothing to edit afterwards).
 */
export function RatingPrompt({ ticketId }: { ticketId: string }) {
  const headingId = useId();
  const hintId = useId();
  const commentId = useId();
  const rate = useRateTicket(ticketId);
  const [comment, setComment] = useState('');
  const [hovered, setHovered] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (rating: number) => {
    setFailure(null);
    rate.mutate(
      { rating, comment },
      {
        onSuccess: () => notify.success(text.thanks),
        onError: (error) => setFailure(messageOf(error, text.failed)),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {text.heading}
      </h3>
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="flex items-center gap-1"
        onMouseLeave={() => setHovered(0)}
      >
        <span className="mr-1 text-xs text-muted">{text.scale.low}</span>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            aria-label={text.star(star)}
            disabled={rate.isPending}
            onMouseEnter={() => setHovered(star)}
            onFocus={() => setHovered(star)}
            onBlur={() => setHovered(0)}
            onClick={() => send(star)}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-2 disabled:cursor-wait"
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-7',
                star <= hovered ? 'fill-note-edge text-note-edge' : 'text-line-strong',
              )}
            />
          </button>
        ))}
        <span className="ml-1 text-xs text-muted">{text.scale.high}</span>
      </div>
      <p id={hintId} className="text-sm text-muted">
        {rate.isPending ? text.saving : text.hint}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-error">
          {failure}
        </p>
      ) : null}
      <TextareaField
        id={commentId}
        label={text.commentLabel}
        placeholder={text.commentPlaceholder}
        rows={2}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </section>
  );
}
