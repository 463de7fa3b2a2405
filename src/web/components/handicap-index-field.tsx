import { indexTypingIsAccepted } from '../lib/handicap-index';
import { HandicapField } from './handicap-field';

export type HandicapIndexFieldProps = {
  id?: string;
  /** "Handicap Index" unless told. */
  label?: string;
  value: string;
  onChange: (text: string) => void;
  /** The message of a refused value (indexFieldRead's), shown under the box and tied to it. */
  error?: string;
  hint?: string;
  placeholder?: string;
  className?: string;
};

/**
 * Every Handicap Index box (product §R12, §R19; issue 30): the profile's, and the create, join and add forms of a
 * "whs" game. One decimal, "+" for a plus index ("+1.2", "14.2"); anything but a sign, two digits and a decimal is
 * ignored as it is typed; the form reads the text with indexFieldRead when it is sent. A full keyboard: a phone's
 * number pads lack either the "+" or the point.
 */
export function HandicapIndexField({ label = 'Handicap Index', hint = 'One decimal; use + for a plus index, e.g. +1.2.', placeholder = 'e.g. 14.2', ...rest }: HandicapIndexFieldProps) {
  return <HandicapField {...rest} label={label} hint={hint} placeholder={placeholder} accepts={indexTypingIsAccepted} inputMode="text" />;
}
