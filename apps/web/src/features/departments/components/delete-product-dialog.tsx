import { useRef } from 'react';
import { departmentMessages, type ProductListItem } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteProduct } from '../api/products';
import { DANGER_BUTTON_CLASSES, DialogShell } from './dialog-shell';

const text = departmentMessages.deleteProductDialog;
const pageText = departmentMessages.productsPage;

/** UX.md §5 confirmation; the server deactivates instead when tickets list the item. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: ProductListItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (!product) return;
    try {
      const result = await remove.mutateAsync(product.id);
      if (result.isDeactivated) notify.info(result.message);
      else notify.success(pageText.deleted(product.name));
      onClose();
    } catch (error) {
      notify.error(messageOf(error, pageText.deleteFailed));
    }
  };

  return (
    <DialogShell
      role="alertdialog"
      isOpen={product !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={product ? text.title(product.name) : ''}
      description={text.body}
      closeLabel={departmentMessages.productDialog.close}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={onClose}
        >
          {text.cancel}
        </button>
        <button
          type="button"
          className={DANGER_BUTTON_CLASSES}
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending ? text.deleting : text.confirm}
        </button>
      </div>
    </DialogShell>
  );
}
