import { ticketMessages } from '@atiende/contracts';

const text = ticketMessages.publicForm;

/**
 * docs/product/public-form.md, docs/product/ui.md#accessibility: "Subiendo archivos... 45 %" as a
 * named progressbar.
 */
export function UploadProgress({ percent }: { percent: number }) {
  const label = text.uploading(percent);
  return (
    <div className="space-y-1">
      <p aria-hidden="true" className="text-sm text-muted tabular-nums">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={text.uploadingLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
