import { useRef } from 'react';
import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteDepartment, useSaveDepartment } from '../api/save-department';
import { DANGER_BUTTON_CLASSES, DialogShell } from './dialog-shell';

const text = departmentMessages.deleteDialog;
const pageText = departmentMessages.departmentsPage;

/**
 * UX.md §5 confirmation. A department with tickets cannot be deleted (409 DEPARTMENT_IN_USE):
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
  const cancelRef = useRef<HTMLButtonElement>(null);
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
    <DialogShell
      role="alertdialog"
      isOpen={department !== null}
      onOpenChange={(isOpen) => (isOpen ? null : close())}
      title={department ? text.title(department.name) : ''}
      description={text.body}
      closeLabel={departmentMessages.departmentDialog.close}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
    >
      {remove.isError ? (
        <div className="mb-4">
          <InlineAlert>
            <p>{messageOf(remove.error, pageText.deleteFailed)}</p>
          </InlineAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={close}
        >
          {text.cancel}
        </button>
        {isInUse && department?.isActive ? (
          <Button disabled={save.isPending} onClick={() => void deactivate()}>
            {text.deactivateInstead}
          </Button>
        ) : null}
        {isInUse ? null : (
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            disabled={remove.isPending}
            onClick={() => void confirm()}
          >
            {remove.isPending ? text.deleting : text.confirm}
          </button>
        )}
      </div>
    </DialogShell>
  );
}
