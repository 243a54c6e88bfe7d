import { useState, type FormEvent } from 'react';
import {
  ROLE_LABELS,
  ROLES,
  teamMessages,
  type Role,
  type TeamCustomer,
  type TeamMember,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { DepartmentOption } from '../api/get-departments';
import { useCreateTeamUser, useUpdateTeamUser } from '../api/team-mutations';
import { generatePassword } from '../lib/generate-password';
import { CustomerPicker } from './customer-picker';
import { Dialog } from '../../../components/ui/dialog';

const text = teamMessages.form;
const selectClasses =
  'block h-12 w-full rounded-md border border-line-strong bg-white px-3 text-base text-ink';

interface UserFormDialogProps {
  /** null: create; a person: edit. */
  member: TeamMember | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A lead creates técnicos only (docs/team.md). */
  isLead: boolean;
  departments: DepartmentOption[];
}

type Errors = Partial<Record<string, string>>;

const FIELD_IDS: Record<string, string> = {
  name: 'team-name',
  email: 'team-email',
  phone: 'team-phone',
  password: 'team-password',
  role: 'team-role',
  departmentIds: 'team-departments',
  maxOpenTickets: 'team-capacity',
  specialties: 'team-specialties',
  customerId: 'team-customer',
};

/** "Nuevo usuario" and "Editar": the person's data, departments and técnico profile. */
export function UserFormDialog(props: UserFormDialogProps) {
  // Remounted per person so the form starts from their current data.
  return props.isOpen ? <UserForm key={props.member?.id ?? 'new'} {...props} /> : null;
}

function UserForm({ member, isOpen, onOpenChange, isLead, departments }: UserFormDialogProps) {
  const isEdit = member !== null;
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [phone, setPhone] = useState(member?.phone ?? '');
  const [role, setRole] = useState<Role>(member?.role ?? 'TECHNICIAN');
  const [password, setPassword] = useState('');
  const [isGenerated, setIsGenerated] = useState(false);
  const [departmentIds, setDepartmentIds] = useState<string[]>(
    member?.departments.filter((item) => item.isMember).map((item) => item.id) ?? [],
  );
  const [capacity, setCapacity] = useState(
    member?.maxOpenTickets === null || member?.maxOpenTickets === undefined
      ? ''
      : String(member.maxOpenTickets),
  );
  const [specialties, setSpecialties] = useState(member?.specialties.join(', ') ?? '');
  const [customer, setCustomer] = useState<TeamCustomer | null>(member?.customer ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTeamUser();
  const update = useUpdateTeamUser();
  const isPending = create.isPending || update.isPending;
  const isTechnician = role === 'TECHNICIAN';
  const isStaff = role !== 'CLIENT';
  // A lead creates técnicos only; the company belongs to clients (docs/team.md).
  const isClient = !isLead && (isEdit ? member.role === 'CLIENT' : role === 'CLIENT');

  const toggleDepartment = (id: string) =>
    setDepartmentIds((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const capacityValue = capacity.trim() === '' ? null : Number(capacity);
    const specialtyList = specialties
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const profile = isTechnician
      ? { specialties: specialtyList, maxOpenTickets: capacityValue }
      : undefined;
    try {
      if (isEdit) {
        const saved = await update.mutateAsync({
          id: member.id,
          body: {
            name,
            email,
            phone: phone.trim() || null,
            ...(member.role !== 'CLIENT' && { departmentIds }),
            ...(isClient && { customerId: customer?.id ?? null }),
          },
          profile,
        });
        notify.success(text.saved(saved.name));
      } else {
        const created = await create.mutateAsync({
          name,
          email,
          password,
          role: isLead ? 'TECHNICIAN' : role,
          phone: phone.trim() || null,
          ...(isStaff && { departmentIds }),
          ...(isClient && customer && { customerId: customer.id }),
          ...profile,
        });
        notify.success(text.created(created.name));
      }
      onOpenChange(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) {
        const next = Object.fromEntries(fields.map((item) => [item.field, item.message]));
        setErrors(next);
        const first = fields.map((item) => FIELD_IDS[item.field]).find(Boolean);
        if (first) document.getElementById(first)?.focus();
      }
      if (fields.length === 0 || fields.some((item) => !FIELD_IDS[item.field])) {
        const message = messageOf(error, isEdit ? text.saveFailed : text.createFailed);
        setFailure(message);
        notify.error(message);
      }
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        isEdit
          ? text.editTitle(member.name)
          : isLead
            ? text.createTechnicianTitle
            : text.createTitle
      }
      description={isEdit ? text.editDescription : text.createDescription}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          id="team-name"
          label={text.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          maxLength={100}
          required
          error={errors.name}
        />
        <TextField
          id="team-email"
          label={text.email}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          hint={text.emailHint}
          required
          error={errors.email}
        />
        <TextField
          id="team-phone"
          label={text.phone}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          placeholder="+51 987 654 321"
          error={errors.phone}
        />
        {!isEdit ? (
          <>
            <div>
              <label htmlFor="team-role" className="mb-1 block text-sm font-medium text-ink">
                {text.role}
              </label>
              <select
                id="team-role"
                value={isLead ? 'TECHNICIAN' : role}
                disabled={isLead}
                onChange={(event) => setRole(event.target.value as Role)}
                className={selectClasses}
              >
                {ROLES.map((item) => (
                  <option key={item} value={item}>
                    {ROLE_LABELS[item]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <div className="flex items-end gap-2">
                <PasswordField
                  id="team-password"
                  label={text.password}
                  className="flex-1"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setIsGenerated(false);
                  }}
                  autoComplete="new-password"
                  error={errors.password}
                />
                <Button
                  variant="secondary"
                  size="lg"
                  className={errors.password ? 'mb-7' : undefined}
                  onClick={() => {
                    setPassword(generatePassword());
                    setIsGenerated(true);
                  }}
                >
                  {text.generate}
                </Button>
              </div>
              <p id="team-password-hint" className="mt-1 text-sm text-muted" aria-live="polite">
                {isGenerated ? text.generated : text.passwordHint}
              </p>
            </div>
          </>
        ) : null}
        {isStaff ? (
          <fieldset id="team-departments" tabIndex={-1}>
            <legend className="mb-1 text-sm font-medium text-ink">{text.departments}</legend>
            <p className="mb-2 text-sm text-muted">{text.departmentsHint}</p>
            {departments.length === 0 ? (
              <p className="text-sm text-muted">{text.noDepartmentsAvailable}</p>
            ) : (
              <ul className="grid gap-1 sm:grid-cols-2">
                {departments.map((department) => (
                  <li key={department.id}>
                    <label className="flex min-h-10 items-center gap-2 rounded-md px-2 hover:bg-surface">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={departmentIds.includes(department.id)}
                        onChange={() => toggleDepartment(department.id)}
                      />
                      {department.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {errors.departmentIds ? (
              <p role="alert" className="mt-1 text-sm text-error">
                {errors.departmentIds}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {isClient ? (
          <CustomerPicker value={customer} onChange={setCustomer} error={errors.customerId} />
        ) : null}
        {isTechnician ? (
          <div className="space-y-4">
            <TextField
              id="team-capacity"
              label={text.capacity}
              type="number"
              inputMode="numeric"
              min={0}
              value={capacity}
              onChange={(event) => setCapacity(event.target.value)}
              hint={text.capacityHint}
              error={errors.maxOpenTickets}
            />
            <TextField
              id="team-specialties"
              label={text.specialties}
              value={specialties}
              onChange={(event) => setSpecialties(event.target.value)}
              hint={text.specialtiesHint}
              error={errors.specialties}
            />
          </div>
        ) : null}
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? (isEdit ? text.saving : text.creating) : isEdit ? text.save : text.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
