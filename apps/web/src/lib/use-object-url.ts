import { useEffect, useState } from 'react';

/**
 * An object URL for a blob, revoked when the blob changes or the component goes away. The URL
 * is published from a frame callback so each effect run owns (and revokes) exactly its own URL,
 * StrictMode's double run included.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const frame = requestAnimationFrame(() => setEntry({ blob, url }));
    return () => {
      cancelAnimationFrame(frame);
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : null;
}
