import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  ROLE_LABELS,
  ROLES,
  requiresStepUp,
  teamMessages,
  type TeamMember,
  setSpanishZodMessages,
} from '@atiende/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDialog, saveFormLabels } from '../../../components/ui/dialog-form';
import { NewPasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { bindFields } from '../../../lib/bind-fields';
import type { DepartmentOption } from '../api/get-departments';
import { useCreateTeamUser, useUpdateTeamUser } from '../api/team-mutations';
import { generatePassword } from '../lib/generate-password';
import {
  createUserFormSchema,
  editUserFormSchema,
  type UserFormOutput,
  type UserFormValues,
} from '../lib/user-form-schema';
import { StepUpPasswordField } from './step-up-password-field';
import { CompanyPicker, type CompanyPickerText } from '../../../components/company-picker';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

const text = teamMessages.form;
const customerPickerText: CompanyPickerText = {
  legend: text.customer,
  hint: text.customerHint,
  search: text.customerSearch,
  searchPlaceholder: text.customerSearchPlaceholder,
  none: text.noCustomer,
  loadFailed: text.customerLoadFailed,
  searching: text.customerSearching,
  noResults: text.customerNoResults,
};
const SERVER_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'role',
  'departmentIds',
  'maxOpenTickets',
  'specialties',
  'currentPassword',
] as const;
/** The server names the company `customerId`; the form holds the chosen company. */
const isKnownField = (field: string) =>
  field === 'customerId' || SERVER_FIELDS.some((name) => name === field);

interface UserFormDialogProps {
  /** null: create; a person: edit. */
  member: TeamMember | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A lead creates técnicos only (docs/team.md). */
  isLead: boolean;
  departments: DepartmentOption[];
}

function defaultsOf(member: TeamMember | null): UserFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    password: '',
    role: member?.role ?? 'TECHNICIAN',
    departmentIds: member?.departments.filter((item) => item.isMember).map((item) => item.id) ?? [],
    maxOpenTickets:
      member?.maxOpenTickets === null || member?.maxOpenTickets === undefined
        ? ''
        : String(member.maxOpenTickets),
    specialties: member?.specialties.join(', ') ?? '',
    customer: member?.customer ?? null,
    currentPassword: '',
  };
}

/** "Nuevo usuario" and "Editar": the person's data, departments and técnico profile. */
export function UserFormDialog(props: UserFormDialogProps) {
  // Remounted per person so the form starts from their current data.
  return props.isOpen ? <UserForm key={props.member?.id ?? 'new'} {...props} /> : null;
}

function UserForm({ member, isOpen, onOpenChange, isLead, departments }: UserFormDialogProps) {
  const isEdit = member !== null;
  const [isGenerated, setIsGenerated] = useState(false);
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(isEdit ? editUserFormSchema : createUserFormSchema) as Resolver<
      UserFormValues,
      unknown,
      UserFormOutput
    >,
    defaultValues: defaultsOf(member),
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const field = bindFields(form, 'team-');
  const create = useCreateTeamUser();
  const update = useUpdateTeamUser();
  const isPending = create.isPending || update.isPending;
  const role = useWatch({ control, name: 'role' });
  const email = useWatch({ control, name: 'email' });
  // docs/team.md#step-up: a new e-mail needs the editor's own password (roles change elsewhere).
  const needsPassword = isEdit && requiresStepUp(member, { email });
  const isTechnician = role === 'TECHNICIAN';
  const isStaff = role !== 'CLIENT';
  // A lead creates técnicos only; the company belongs to clients (docs/team.md).
  const isClient = !isLead && role === 'CLIENT';

  const onSubmit = handleSubmit(async (values) => {
    const profile = isTechnician
      ? { specialties: values.specialties, maxOpenTickets: values.maxOpenTickets }
      : undefined;
    const customerId = values.customer?.id ?? null;
    const isStepUp = isEdit && requiresStepUp(member, values);
    if (isStepUp && !values.currentPassword) {
      const message = teamMessages.validation.stepUpRequired;
      setError('currentPassword', { type: 'required', message }, { shouldFocus: true });
      return;
    }
    try {
      if (isEdit) {
        const saved = await update.mutateAsync({
          id: member.id,
          body: {
            name: values.name,
            email: values.email,
            phone: values.phone ?? null,
            ...(member.role !== 'CLIENT' && { departmentIds: values.departmentIds }),
            ...(isClient && { customerId }),
            ...(isStepUp && { currentPassword: values.currentPassword }),
          },
          profile,
        });
        notify.success(text.saved(saved.name));
      } else {
        const created = await create.mutateAsync({
          name: values.name!,
          email: values.email!,
          password: values.password!,
          role: isLead ? 'TECHNICIAN' : values.role!,
          phone: values.phone ?? null,
          ...(isStaff && { departmentIds: values.departmentIds }),
          ...(isClient && customerId && { customerId }),
          ...profile,
        });
        notify.success(text.created(created.name));
      }
      onOpenChange(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const company = fields.find((item) => item.field === 'customerId');
      if (company) setError('customer', { type: 'server', message: company.message });
      applyServerFieldErrors(error, setError, SERVER_FIELDS);
      if (fields.length === 0 || !fields.every((item) => isKnownField(item.field))) {
        const message = messageOf(error, isEdit ? text.saveFailed : text.createFailed);
        setError('root.server', { type: 'server', message });
        notify.error(message);
      }
    }
  });

  return (
    <FormDialog
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
      onSubmit={onSubmit}
      {...saveFormLabels(text, isEdit)}
      pendingLabel={isEdit ? text.saving : text.creating}
      isPending={isPending}
      failure={errors.root?.server?.message}
    >
      <TextField {...field('name')} label={text.name} autoComplete="off" maxLength={100} required />
      <TextField
        {...field('email')}
        label={text.email}
        type="email"
        autoComplete="off"
        hint={text.emailHint}
        required
      />
      {needsPassword ? <StepUpPasswordField {...field('currentPassword')} /> : null}
      <TextField {...field('phone')} label={text.phone} type="tel" placeholder="+51 987 654 321" />
      {!isEdit ? (
        <>
          <Select
            {...field('role')}
            label={text.role}
            disabled={isLead}
            options={ROLES.map((item) => ({ value: item, label: ROLE_LABELS[item] }))}
          />
          <div>
            <NewPasswordField
              {...field('password', { onChange: () => setIsGenerated(false) })}
              label={text.password}
              generateLabel={text.generate}
              onGenerate={() => {
                setValue('password', generatePassword(), { shouldValidate: !!errors.password });
                setIsGenerated(true);
              }}
            />
            <p id="team-password-hint" className="mt-1 text-sm text-muted" aria-live="polite">
              {isGenerated ? text.generated : text.passwordHint}
            </p>
          </div>
        </>
      ) : null}
      {isStaff ? (
        <Controller
          control={control}
          name="departmentIds"
          render={({ field }) => (
            <fieldset id="team-departments" ref={field.ref} tabIndex={-1}>
              <legend className="mb-1 text-sm font-medium text-ink">{text.departments}</legend>
              <p className="mb-2 text-sm text-muted">{text.departmentsHint}</p>
              {departments.length === 0 ? (
                <p className="text-sm text-muted">{text.noDepartmentsAvailable}</p>
              ) : (
                <ul className="grid gap-1 sm:grid-cols-2">
                  {departments.map((department) => (
                    <li key={department.id}>
                      <Checkbox
                        label={department.name}
                        className="rounded-md px-2 hover:bg-surface"
                        checked={field.value.includes(department.id)}
                        onChange={() =>
                          field.onChange(
                            field.value.includes(department.id)
                              ? field.value.filter((item) => item !== department.id)
                              : [...field.value, department.id],
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
              {errors.departmentIds?.message ? (
                <p role="alert" className="mt-1 text-sm text-error">
                  {errors.departmentIds.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      {isClient ? (
        <Controller
          control={control}
          name="customer"
          render={({ field }) => (
            <CompanyPicker
              id="team-customer"
              text={customerPickerText}
              value={field.value}
              onChange={field.onChange}
              error={errors.customer?.message}
              isErrorAlert
            />
          )}
        />
      ) : null}
      {isTechnician ? (
        <div className="space-y-4">
          <TextField
            {...field('maxOpenTickets')}
            id="team-capacity"
            label={text.capacity}
            type="number"
            inputMode="numeric"
            min={0}
            hint={text.capacityHint}
          />
          <TextField
            {...field('specialties')}
            label={text.specialties}
            hint={text.specialtiesHint}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}
