import { toast } from '../components/ui/use-toast';
import { serverMessage } from './api';

/** A spec message written "Title: description" ('Invalid file type: Please select an image file') as a toast's two parts. */
export function toastPartsOf(message: string): { title: string; description?: string } {
  const split = message.indexOf(': ');
  return split < 0 ? { title: message } : { title: message.slice(0, split), description: message.slice(split + 2) };
}

/** A destructive toast of a spec message written "Title: description" (product §G5, §G8). */
export function toastRefusal(message: string): void {
  toast({ variant: 'destructive', ...toastPartsOf(message) });
}

/** A destructive toast: the spec's title with the server's own message, else a fallback (product §A8, §G8). */
export function toastFailure(title: string, error: unknown, fallback = 'Please try again.'): void {
  toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
}
