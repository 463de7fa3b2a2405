import { toast } from '../components/ui/use-toast';
import { serverMessage } from './api';

/** A destructive toast: the spec's title with the server's own message, else a fallback (spec 000 §8, 001 §8). */
export function toastFailure(title: string, error: unknown, fallback = 'Please try again.'): void {
  toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
}
