import { PAYMENT_POLL } from '../../../../contract/payments';

// The payment check of /subscribe (product §A2, §A4, §A9) as a pure state machine. Reaching a paid plan is not a state
// here: whatever the step, the page leaves for /app as soon as the current user is active or lifetime.

export type PaymentCheck =
  | { step: 'idle' }
  /** The checkout window was opened on `checkoutUrl`, kept so it can be reopened. */
  | { step: 'checkout-opened'; checkoutUrl: string }
  /** `attempt` status reads have been asked for, the first on entering; PAYMENT_POLL.attempts at most. */
  | { step: 'verifying'; attempt: number }
  /** Every attempt came back unpaid: the payment may still be confirming (shown as 'Payment Processing'). */
  | { step: 'processing' };

export type PaymentCheckEvent =
  /** The checkout call answered and its window was pointed at the URL. */
  | { type: 'checkout-opened'; checkoutUrl: string }
  /** 'I've Completed Payment', 'Check Status Again', or the checkout window coming back: look for the new status. */
  | { type: 'payment-reported' }
  /** An interval passed and the status is not paid yet; a failed read counts the same (product §A4). */
  | { type: 'still-pending' };

/** Where the page starts: verifying when it is the checkout's return address (?checkout=complete), else the offer. */
export function initialPaymentCheck(returnedFromCheckout: boolean): PaymentCheck {
  return returnedFromCheckout ? { step: 'verifying', attempt: 1 } : { step: 'idle' };
}

export function paymentCheckReducer(state: PaymentCheck, event: PaymentCheckEvent): PaymentCheck {
  switch (event.type) {
    case 'checkout-opened':
      // Only the offer and the open checkout have a checkout button; a late answer does not pull a check back.
      return state.step === 'idle' || state.step === 'checkout-opened' ? { step: 'checkout-opened', checkoutUrl: event.checkoutUrl } : state;
    case 'payment-reported':
      // A check under way keeps its count: reporting twice does not buy more attempts.
      return state.step === 'verifying' ? state : { step: 'verifying', attempt: 1 };
    case 'still-pending':
      if (state.step !== 'verifying') return state;
      return state.attempt >= PAYMENT_POLL.attempts ? { step: 'processing' } : { step: 'verifying', attempt: state.attempt + 1 };
  }
}
