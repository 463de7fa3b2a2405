import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { paymentHandleRules, paypalMeLink } from '../../../../../contract/groups';
import { TextField } from '../../../../components/text-field';
import type { ProfileSettingsInput, ProfileSettingsOutput } from './settings-changes';

type PaymentHandlesFieldsProps = {
  register: UseFormRegister<ProfileSettingsInput>;
  control: Control<ProfileSettingsInput, unknown, ProfileSettingsOutput>;
  errors: FieldErrors<ProfileSettingsInput>;
};

/** The PayPal.Me link the name makes, once the name is one the contract takes; else null. */
function paypalMePreview(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  return trimmed !== '' && paymentHandleRules.paypalMe.pattern.test(trimmed) ? paypalMeLink(trimmed) : null;
}

/**
 * Where the golfer's group members may pay them (product §R18): a PayPal.Me name, shown to them as a link, and the Venmo
 * and Cash App names they copy. Part of the Profile card's form, saved with its Save Changes; empty clears one.
 */
export function PaymentHandlesFields({ register, control, errors }: PaymentHandlesFieldsProps) {
  const link = paypalMePreview(useWatch({ control, name: 'paypalMe' }));
  return (
    <fieldset className="grid gap-4 rounded-lg border px-3 pt-2 pb-4" aria-describedby="settings-payment-handles-hint">
      <legend className="px-1 text-sm font-medium">Payment handles</legend>
      <p id="settings-payment-handles-hint" className="text-xs text-muted-foreground">
        Your groups see these when they settle up with you. Leave a field empty to remove it.
      </p>
      <TextField
        id="settings-paypal-me"
        label="PayPal.Me name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="YourName"
        error={errors.paypalMe?.message}
        hint={
          link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center break-all underline underline-offset-2">
              {link}
            </a>
          ) : (
            'Letters and digits, up to 20: your link is paypal.me/ and the name.'
          )
        }
        {...register('paypalMe')}
      />
      <TextField
        id="settings-venmo"
        label="Venmo"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@your-name"
        error={errors.venmo?.message}
        {...register('venmo')}
      />
      <TextField
        id="settings-cashtag"
        label="Cash App $cashtag"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="$YourName"
        error={errors.cashtag?.message}
        {...register('cashtag')}
      />
    </fieldset>
  );
}
