import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL } from '../../../../contract/payments';
import { initialPaymentCheck, type PaymentCheck, type PaymentCheckEvent, paymentCheckReducer } from './payment-check';

const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
const otherUrl = 'https://checkout.stripe.com/c/pay/cs_test_2';
const last = PAYMENT_POLL.attempts;

const idle: PaymentCheck = { step: 'idle' };
const opened: PaymentCheck = { step: 'checkout-opened', checkoutUrl: url };
const verifying = (attempt: number): PaymentCheck => ({ step: 'verifying', attempt });
const processing: PaymentCheck = { step: 'processing' };

const checkoutOpened = (checkoutUrl: string): PaymentCheckEvent => ({ type: 'checkout-opened', checkoutUrl });
const reported: PaymentCheckEvent = { type: 'payment-reported' };
const pending: PaymentCheckEvent = { type: 'still-pending' };

describe('initialPaymentCheck', () => {
  it('starts at the offer, or verifying with the first attempt when the checkout sent the golfer back', () => {
    expect(initialPaymentCheck(false)).toEqual(idle);
    expect(initialPaymentCheck(true)).toEqual(verifying(1));
  });
});

describe('paymentCheckReducer', () => {
  it.each<{ name: string; from: PaymentCheck; event: PaymentCheckEvent; to: PaymentCheck }>([
    { name: 'Continue to Checkout opens the window', from: idle, event: checkoutOpened(url), to: opened },
    { name: 'a second checkout keeps the newer URL', from: opened, event: checkoutOpened(otherUrl), to: { step: 'checkout-opened', checkoutUrl: otherUrl } },
    { name: 'a late checkout answer leaves a check alone', from: verifying(3), event: checkoutOpened(url), to: verifying(3) },
    { name: 'a late checkout answer leaves processing alone', from: processing, event: checkoutOpened(url), to: processing },
    { name: "I've Completed Payment starts verifying", from: opened, event: reported, to: verifying(1) },
    { name: 'the checkout window coming back starts verifying from the offer', from: idle, event: reported, to: verifying(1) },
    { name: 'Check Status Again starts 30 fresh attempts', from: processing, event: reported, to: verifying(1) },
    { name: 'reporting again during a check keeps its count', from: verifying(7), event: reported, to: verifying(7) },
    { name: 'a pending answer counts one more attempt', from: verifying(1), event: pending, to: verifying(2) },
    { name: 'the last attempt but one still goes on', from: verifying(last - 1), event: pending, to: verifying(last) },
    { name: `pending after attempt ${String(last)} times out as processing`, from: verifying(last), event: pending, to: processing },
    { name: 'a stray tick leaves the offer alone', from: idle, event: pending, to: idle },
    { name: 'a stray tick leaves the open checkout alone', from: opened, event: pending, to: opened },
    { name: 'a stray tick leaves processing alone', from: processing, event: pending, to: processing },
  ])('$name', ({ from, event, to }) => {
    expect(paymentCheckReducer(from, event)).toEqual(to);
  });

  it(`takes exactly ${String(PAYMENT_POLL.attempts)} attempts, one interval apart, before processing`, () => {
    let state = paymentCheckReducer(opened, reported);
    let attempts = 1;
    while (state.step === 'verifying') {
      state = paymentCheckReducer(state, pending);
      if (state.step === 'verifying') attempts += 1;
    }
    expect(attempts).toBe(PAYMENT_POLL.attempts);
    expect(state).toEqual(processing);
  });
});
