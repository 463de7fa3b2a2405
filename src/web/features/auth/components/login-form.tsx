import { zodResolver } from '@hookform/resolvers/zod';
import { LogInIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type LoginInput, LoginSchema } from '../../../../contract/auth';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { Spinner } from '../../../components/spinner';
import { errorStatus, serverMessage } from '../../../lib/api';
import { useLogin } from '../api/login';
import { authMessages } from '../lib/messages';

/** Username and password sign-in (product §A2, §A5); success goes to /app. */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<z.input<typeof LoginSchema>, unknown, LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  function submit(input: LoginInput) {
    login.mutate(input, {
      onSuccess: () => void navigate('/app'),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: authMessages.loginFailed.title,
          // Too many tries is the one refusal where the spec's wording would mislead: say when to try again.
          description: (errorStatus(error) === 429 && serverMessage(error)) || authMessages.loginFailed.description,
        }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5" aria-label="Sign in">
      <TextField
        id="login-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password?.message}
        labelAside={
          // 44 px tall, a finger's tap target (WCAG 2.5.5), though the text is small (issue 12). The negative margins let
          // it reach 8 px into the gaps above and below, up to the input's edge, so the field moves down only 12 px.
          <Link
            to="/forgot-password"
            className="-my-2 inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot Password?
          </Link>
        }
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner className="size-4" /> : <LogInIcon aria-hidden />}
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
