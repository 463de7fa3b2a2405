import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SignupSchema } from '../../../../contract/auth';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSignup } from '../api/signup';
import { authMessages } from '../lib/messages';

type SignupValues = z.output<typeof SignupSchema>;

/**
 * The signup form of product §A2, §A5. During the private beta every field and the button are disabled
 * (`open` false); the server opens it with ALLOW_SIGNUP.
 */
export function SignupForm({ open, onSent }: { open: boolean; onSent: () => void }) {
  const signup = useSignup();
  const form = useForm<z.input<typeof SignupSchema>, unknown, SignupValues>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '' },
    disabled: !open,
  });
  const { errors } = form.formState;

  function submit(input: SignupValues) {
    signup.mutate(input, { onSuccess: onSent, onError: () => toast({ variant: 'destructive', ...authMessages.signupFailed }) });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4" aria-label="Sign up">
      <div className="grid grid-cols-2 gap-3">
        <TextField id="signup-first-name" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField id="signup-last-name" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField id="signup-username" label="Username" autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register('username')} />
      <TextField id="signup-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={!open || signup.isPending}>
        <UserPlusIcon aria-hidden />
        Create Account
      </Button>
    </form>
  );
}
