import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ContactForm as ContactFormValues, type ContactFormInput, ContactFormSchema, contactSubjects } from '../../../../contract/contact';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';

const emptyForm: Partial<ContactFormInput> = { fullName: '', email: '', subject: undefined, message: '' };

/**
 * The contact form of spec 000 §2. Submitting makes no network call: it confirms with 'Message Sent!' and
 * clears the form. Validation comes from the shared contract schema.
 */
export function ContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  function send() {
    toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
    form.reset(emptyForm);
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-full-name" label="Full name" error={errors.fullName?.message}>
          <Input
            id="contact-full-name"
            autoComplete="name"
            placeholder="Jack Miller"
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? 'contact-full-name-error' : undefined}
            {...form.register('fullName')}
          />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'contact-email-error' : undefined}
            {...form.register('email')}
          />
        </Field>
      </div>

      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => (
            // '' shows the placeholder, which is how a reset clears a Radix select.
            <Select value={field.value ?? ''} onValueChange={field.onChange}>
              <SelectTrigger
                id="contact-subject"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? 'contact-subject-error' : undefined}
              >
                <SelectValue placeholder="Choose a subject" />
              </SelectTrigger>
              <SelectContent>
                {contactSubjects.map((subject) => (
                  <SelectItem key={subject.value} value={subject.value}>
                    {subject.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>

      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          placeholder="How can we help?"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...form.register('message')}
        />
      </Field>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <SendIcon aria-hidden />
        Send Message
      </Button>
    </form>
  );
}

/** Label, control and its error message; the control points at the message with aria-describedby. */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
