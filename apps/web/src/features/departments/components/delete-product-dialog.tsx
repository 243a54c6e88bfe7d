import { departmentMessages, type ProductListItem } from '@atiende/contracts';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteProduct } from '../api/products';

const text = departmentMessages.deleteProductDialog;
const pageText = departmentMessages.productsPage;

/** The server deactivates instead of deleting when tickets list the item. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: ProductListItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct();

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
    <DeleteDialog
      item={product}
      onClose={onClose}
      text={text}
      closeLabel={departmentMessages.productDialog.close}
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
