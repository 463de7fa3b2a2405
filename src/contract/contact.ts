import { z } from 'zod';
import { boundedText, multiLine, controlCharacterMessage, textMax } from './text';

/** Subject options of the contact form, value and label exactly as product §A2 lists them. */
export const contactSubjects = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'course', label: 'Request to Add a Course' },
  { value: 'game', label: 'Request to Add a Game Mode' },
  { value: 'tech', label: 'Technical Support' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]['value'];

const subjectValues = contactSubjects.map((subject) => subject.value) as [ContactSubject, ...ContactSubject[]];

/** The messages the user sees; the spec requires all four fields and a valid e-mail (product §A5). */
export const contactMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please select a subject',
  messageRequired: 'Message is required',
} as const;

/**
 * The contact form (product §A3: fullName, email, subject, message). Text is trimmed first, so a field of
 * only spaces counts as empty. An empty e-mail says it is required rather than that it is malformed.
 */
export const ContactFormSchema = z.object({
  fullName: boundedText(textMax.personName * 2, 'Full name is too long').min(1, contactMessages.fullNameRequired),
  email: boundedText(textMax.email, `Email must be at most ${textMax.email} characters`)
    .min(1, { error: contactMessages.emailRequired, abort: true })
    .pipe(z.email({ error: contactMessages.emailInvalid })),
  subject: z.enum(subjectValues, { error: contactMessages.subjectRequired }),
  message: z
    .string()
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(textMax.message, `Message must be at most ${textMax.message} characters`)
    .refine(multiLine, controlCharacterMessage),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.output<typeof ContactFormSchema>;
