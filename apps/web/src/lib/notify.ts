import type * as sonnerModule from 'sonner';
import { lazyChunk } from './lazy-chunk';

type SonnerModule = typeof sonnerModule;
type ToastOptions = Parameters<SonnerModule['toast']['success']>[1];

/**
 * sonner is loaded after the first paint (it is not needed to draw /login). Toasts raised
 * before the Toaster mounts are shown as soon as it does.
 */
export const loadSonner: () => Promise<SonnerModule> = lazyChunk(() => import('sonner'));

function show(kind: 'success' | 'error' | 'info', message: string, options?: ToastOptions): void {
  void loadSonner()
    .then(({ toast }) => {
      toast[kind](message, options);
    })
    .catch(() => {
      // The toast library could not load (offline): inline alerts still tell the user.
    });
}

/** docs/product/ui.md#errors-and-toasts: action results as toasts (top right, 3000 ms). */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
