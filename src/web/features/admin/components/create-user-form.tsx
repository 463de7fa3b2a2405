import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlertIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminCreateUserSchema, REQUIRED_FIELDS_MESSAGE, strongPasswordHint } from '../../../../contract/auth';
import { Spinner } from '../../../components/spinner';
import { Field, TextField } from '../../../components/text-field';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { type AdminCreateUserInput, useCreateUser } from '../api/create-user';
import { adminFailures } from '../lib/messages';

const subscriptionOptions = [
  { value: 'trial', label: 'Trial (30 days)' },
  { value: 'active', label: 'Active' },
  { value: 'lifetime', label: 'Lifetime' },
] as const;

/** A field's own message, unless it is the shared "fill in all required fields" one the alert already says. */
const ownMessage = (message: string | undefined) => (message === REQUIRED_FIELDS_MESSAGE ? undefined : message);

export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateUser();
  const form = useForm<z.input<typeof AdminCreateUserSchema>, unknown, AdminCreateUserInput>({
    resolver: zodResolver(AdminCreateUserSchema),
    defaultValues: { username: '', email: '', password: '', subscriptionStatus: 'trial' },
  });
  const { errors } = form.formState;
  const missingRequired = [errors.username, errors.email, errors.password].some((error) => error?.message === REQUIRED_FIELDS_MESSAGE);

  function submit(input: AdminCreateUserInput) {
    create.mutate(input, {
      onSuccess: (user) => {
        toast({ title: 'User Created', description: `${user.username} will choose a new password at first sign-in.` });
        form.reset();
        onCreated();
      },
      onError: (error) => toastFailure(adminFailures.createUser, error),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4" aria-label="Create user">
      {missingRequired ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{REQUIRED_FIELDS_MESSAGE}</AlertDescription>
        </Alert>
      ) : null}
      <TextField id="create-user-username" label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} error={ownMessage(errors.username?.message)} invalid={Boolean(errors.username)} {...form.register('username')} />
      <TextField id="create-user-email" label="Email" type="email" autoComplete="off" error={ownMessage(errors.email?.message)} invalid={Boolean(errors.email)} {...form.register('email')} />
      <TextField
        id="create-user-password"
        label="Temporary password"
        type="password"
        autoComplete="new-password"
        revealable
        hint={strongPasswordHint}
        error={ownMessage(errors.password?.message)}
        invalid={Boolean(errors.password)}
        {...form.register('password')}
      />
      <Field id="create-user-subscription" label="Subscription">
        <Controller
          control={form.control}
          name="subscriptionStatus"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="create-user-subscription" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {subscriptionOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        Create User
      </Button>
    </form>
  );
}
