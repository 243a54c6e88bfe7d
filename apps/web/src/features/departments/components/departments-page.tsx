import { useState } from 'react';
import { Link } from 'react-router';
import { Building2, Lock, Plus } from 'lucide-react';
import { departmentMessages, type DepartmentListItem, type Role } from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { Switch } from '../../../components/ui/switch';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useDepartmentItems } from '../api/get-departments';
import { useStaff } from '../api/get-staff';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { DepartmentDialog } from './department-dialog';
import { DepartmentCards, DepartmentTable, type DepartmentActions } from './department-list';
import { MembersDialog } from './members-dialog';

const text = departmentMessages.departmentsPage;

export type DepartmentsViewer = { id: string; role: Role };

function Forbidden() {
  return (
    <MessagePanel
      icon={Lock}
      heading={text.title}
      headingLevel={1}
      actions={
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {text.backToPanel}
        </Link>
      }
    >
      <p>{text.forbidden}</p>
    </MessagePanel>
  );
}

/**
 * /admin/departments and /departments (one page): administrators manage every department;
 * a lead sees the departments they lead or belong to and edits the statuses and team of the
 * ones they lead (docs/departments.md). Others get an explanation, not the data.
 */
export function DepartmentsPage({ viewer }: { viewer: DepartmentsViewer }) {
  const isAdmin = viewer.role === 'ADMIN';
  const isAllowed = isAdmin || viewer.role === 'TECH_LEAD';
  const [showInactive, setShowInactive] = useState(false);
  const includeInactive = isAdmin && showInactive;
  const query = useDepartmentItems(includeInactive, { isEnabled: isAllowed });
  const staff = useStaff(isAllowed);
  const isDesktop = useIsDesktop();
  const [editing, setEditing] = useState<DepartmentListItem | 'new' | null>(null);
  const [members, setMembers] = useState<DepartmentListItem | null>(null);
  const [deleting, setDeleting] = useState<DepartmentListItem | null>(null);

  if (!isAllowed) return <Forbidden />;

  const departments = query.data ?? [];
  const actions: DepartmentActions = {
    canManage: (department) => isAdmin || department.leadId === viewer.id,
    canDelete: isAdmin,
    onEdit: setEditing,
    onMembers: setMembers,
    onDelete: setDeleting,
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink">{text.title}</h1>
          <p className="mt-1 text-sm text-muted">
            {isAdmin ? text.description : text.leadDescription}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportButtons
            path="/departments/export"
            fileName="departamentos"
            query={{ includeInactive: includeInactive ? 'true' : undefined }}
          />
          {isAdmin ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {text.newDepartment}
            </Button>
          ) : null}
        </div>
      </div>

      {isAdmin ? (
        <div className="flex items-center gap-2">
          <Switch
            isOn={showInactive}
            onChange={setShowInactive}
            aria-labelledby="departments-show-inactive"
          />
          <span id="departments-show-inactive" className="text-sm text-ink">
            {text.showInactive}
          </span>
        </div>
      ) : null}

      {query.isError ? (
        <InlineAlert>
          <p>{text.loadFailed}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </InlineAlert>
      ) : null}

      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70' : ''}>
        {query.isSuccess && departments.length === 0 ? (
          <MessagePanel icon={Building2} heading={text.emptyTitle} headingLevel={2}>
            <p>{isAdmin ? text.emptyAdmin : text.emptyLead}</p>
            {isAdmin ? (
              <Button className="mt-4" onClick={() => setEditing('new')}>
                {text.newDepartment}
              </Button>
            ) : null}
          </MessagePanel>
        ) : isDesktop ? (
          <DepartmentTable departments={departments} {...actions} />
        ) : (
          <DepartmentCards departments={departments} {...actions} />
        )}
      </div>

      <DepartmentDialog
        department={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
        isAdmin={isAdmin}
        staff={staff.data ?? []}
      />
      <MembersDialog
        department={members}
        onClose={() => setMembers(null)}
        staff={staff.data ?? []}
        isStaffError={staff.isError}
      />
      <DeleteDepartmentDialog department={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
