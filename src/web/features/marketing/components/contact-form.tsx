// First, before its schema is built: the public pages' only zod (lib/zod-config.ts).
import '../../../lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { type ContactForm as ContactFormValues, type ContactFormInput, ContactFormSchema, contactSubjects } from '../../../../contract/contact';
import { Field, fieldAria, TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';

const emptyForm: Partial<ContactFormInput> = { fullName: '', email: '', subject: undefined, message: '' };

/**
 * The contact form of product §A2. Submitting makes no network call: it confirms with 'Message Sent!' and
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
        <TextField id="contact-full-name" label="Full name" autoComplete="name" placeholder="Jack Miller" error={errors.fullName?.message} {...form.register('fullName')} />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>

      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => (
            // '' shows the placeholder, which is how a reset clears a Radix select.
            <Select value={field.value ?? ''} onValueChange={field.onChange}>
              <SelectTrigger id="contact-subject" ref={field.ref} onBlur={field.onBlur} {...fieldAria('contact-subject', { error: errors.subject?.message })}>
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
          {...fieldAria('contact-message', { error: errors.message?.message })}
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
