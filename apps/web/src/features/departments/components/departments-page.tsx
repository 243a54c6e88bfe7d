import { useState } from 'react';
import { Building2, Plus } from 'lucide-react';
import { departmentMessages, type DepartmentListItem, type Role } from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { ListResults, ListRows } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { useDepartmentItems } from '../api/get-departments';
import { useStaff } from '../api/get-staff';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { DepartmentDialog } from './department-dialog';
import { DepartmentCards, departmentTable, type DepartmentActions } from './department-list';
import { MembersDialog } from './members-dialog';

const text = departmentMessages.departmentsPage;

export type DepartmentsViewer = { id: string; role: Role };

function Forbidden() {
  return (
    <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.backToPanel} />
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
    <ListPage
      title={text.title}
      description={isAdmin ? text.description : text.leadDescription}
      actions={
        <>
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
        </>
      }
    >
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

      <ListResults
        query={query}
        count={departments.length}
        texts={text}
        emptyMessage={isAdmin ? text.emptyAdmin : text.emptyLead}
        emptyIcon={Building2}
        onClearFilters={null}
        emptyAction={
          isAdmin ? (
            <Button className="mt-4" onClick={() => setEditing('new')}>
              {text.newDepartment}
            </Button>
          ) : null
        }
      >
        <ListRows
          rows={departments}
          table={departmentTable(actions)}
          cards={<DepartmentCards departments={departments} {...actions} />}
        />
      </ListResults>

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
    </ListPage>
  );
}
