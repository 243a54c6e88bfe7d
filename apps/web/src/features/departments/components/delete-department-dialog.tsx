import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteDepartment, useSaveDepartment } from '../api/save-department';

const text = departmentMessages.deleteDialog;
const pageText = departmentMessages.departmentsPage;

/**
 * A department with tickets cannot be deleted (409 DEPARTMENT_IN_USE):
 * the refusal stays in the dialog, with the way out it suggests — deactivating it.
 */
export function DeleteDepartmentDialog({
  department,
  onClose,
}: {
  department: DepartmentListItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteDepartment();
  const save = useSaveDepartment();
  const isInUse = isApiError(remove.error) && remove.error.code === 'DEPARTMENT_IN_USE';

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!department) return;
    try {
      await remove.mutateAsync(department.id);
      notify.success(pageText.deleted(department.name));
      close();
    } catch (error) {
      notify.error(messageOf(error, pageText.deleteFailed));
    }
  };

  const deactivate = async () => {
    if (!department) return;
    try {
      await save.mutateAsync({
        id: department.id,
        body: {
          name: department.name,
          description: department.description,
          leadId: department.leadId,
          isActive: false,
        },
      });
      notify.success(text.deactivated(department.name));
      close();
    } catch (error) {
      notify.error(messageOf(error, pageText.saveFailed));
    }
  };

  return (
    <DeleteDialog
      item={department}
      onClose={close}
      text={text}
      closeLabel={departmentMessages.departmentDialog.close}
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      actions={
        isInUse ? (
          department?.isActive ? (
            <Button disabled={save.isPending} onClick={() => void deactivate()}>
              {text.deactivateInstead}
            </Button>
          ) : null
        ) : undefined
      }
    >
      {remove.isError ? (
        <InlineAlert>
          <p>{messageOf(remove.error, pageText.deleteFailed)}</p>
        </InlineAlert>
      ) : null}
    </DeleteDialog>
  );
}
