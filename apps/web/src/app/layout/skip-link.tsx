import { layoutMessages } from '@atiende/contracts';

export const MAIN_CONTENT_ID = 'main-content';

/** docs/product/ui.md#accessibility: the first focusable element jumps past the header and menu. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      {layoutMessages.skipToContent}
    </a>
  );
}
