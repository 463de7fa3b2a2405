import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useReducer, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paymentMessages, PAYMENT_POLL } from '../../../../contract/payments';
import type { CurrentUser } from '../../../../contract/user';
import { ErrorScreen } from '../../../components/error-screen';
import { FullPageSpinner } from '../../../components/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useNow } from '../../../hooks/use-now';
import { errorStatus, serverMessage } from '../../../lib/api';
import { refetchCurrentUser, useCurrentUser } from '../../../lib/auth';
import { membershipOf } from '../../../lib/membership';
import { toastFailure } from '../../../lib/notify';
import { useUserEvents } from '../../../lib/use-user-events';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { usePaymentsEnabled } from '../api/payments-config';
import { CheckoutReturned } from '../components/checkout-returned';
import { CheckoutOpenedStep, ProcessingStep, VerifyingStep } from '../components/payment-steps';
import { PremiumOffer } from '../components/premium-offer';
import { isCheckoutWindow, onCheckoutReturn, openCheckoutWindow } from '../lib/checkout-window';
import { initialPaymentCheck, type PaymentCheck, type PaymentCheckEvent, paymentCheckReducer } from '../lib/payment-check';

const hasPaidPlan = (user: CurrentUser) => user.subscriptionStatus === 'active' || user.subscriptionStatus === 'lifetime';

/**
 * /subscribe (product §A2, §A4, §A9): the Premium offer and the payment check after checkout. Signed out goes to
 * /login, a paid plan to /app. Outside the app shell and not access-guarded: a golfer whose trial ended pays here.
 */
export function SubscribePage() {
  useDocumentMeta({ title: 'Upgrade to Premium | Dormie', description: 'Upgrade to Dormie Premium: unlimited games, bigger groups, live scoring and bets settled to the cent.' });
  const [params] = useSearchParams();
  const returnedFromCheckout = params.get('checkout') === 'complete';
  const { data: user, isPending, isError } = useCurrentUser();

  // The checkout sends its window back here when the payment went through; that window only has to go away. Where the
  // browser blocked the window, the checkout ran in this one and comes back here to verify.
  const [inCheckoutWindow] = useState(() => returnedFromCheckout && isCheckoutWindow());
  if (inCheckoutWindow) return <CheckoutReturned />;
  if (isPending) return <FullPageSpinner label="Checking your account" />;
  if (!user) return isError ? <ErrorScreen /> : <Navigate to="/login" replace />;
  return <SubscribeFlow user={user} returnedFromCheckout={returnedFromCheckout} />;
}

function SubscribeFlow({ user, returnedFromCheckout }: { user: CurrentUser; returnedFromCheckout: boolean }) {
  // The socket says who this is here too: a USER_SUBSCRIPTION_UPDATED event refetches the user, who then leaves.
  useUserEvents(user.id);
  const [check, dispatch] = useReducer(paymentCheckReducer, returnedFromCheckout, initialPaymentCheck);
  const paid = hasPaidPlan(user);
  // Welcomed only when the plan changed while the page was shown; an already-paid visitor is just sent on.
  const [welcome] = useState(() => returnedFromCheckout || !paid);
  usePaymentPolling(check, dispatch);
  useCheckoutReturn(dispatch);
  const membershipLabel = membershipOf(user, useNow()).label;
  const enabled = usePaymentsEnabled();
  const checkout = useCreateCheckoutSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (paid && welcome) toast({ title: 'Welcome to Premium', description: 'Unlimited games and every Premium feature are yours.' });
  }, [paid, welcome]);

  if (paid) return <Navigate to="/app" replace />;

  function continueToCheckout(): void {
    // Opened now, in the click, or a popup blocker stops it; pointed at the checkout once the server answers.
    const popup = openCheckoutWindow('');
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!popup) {
          window.location.assign(url);
          return;
        }
        popup.location.href = url;
        dispatch({ type: 'checkout-opened', checkoutUrl: url });
      },
      onError: (error) => {
        popup?.close();
        const status = errorStatus(error);
        // 503 (payments not set up) shows in the offer's alert; 409 means the plan is already paid: read it again.
        if (status === 503) return;
        if (status === 409) void refetchCurrentUser(queryClient);
        toastFailure('Checkout Failed', error, paymentMessages.providerFailed);
      },
    });
  }

  switch (check.step) {
    case 'idle': {
      const refused = errorStatus(checkout.error) === 503 ? (serverMessage(checkout.error) ?? paymentMessages.notSetUp) : null;
      return (
        <PremiumOffer
          membershipLabel={membershipLabel}
          unavailable={enabled ? refused : paymentMessages.notSetUp}
          opening={checkout.isPending}
          onContinue={continueToCheckout}
        />
      );
    }
    case 'checkout-opened': {
      const { checkoutUrl } = check;
      return (
        <CheckoutOpenedStep
          onCompleted={() => dispatch({ type: 'payment-reported' })}
          onReopen={() => {
            if (!openCheckoutWindow(checkoutUrl)) window.location.assign(checkoutUrl);
          }}
        />
      );
    }
    case 'verifying':
      return <VerifyingStep />;
    case 'processing':
      return <ProcessingStep onCheckAgain={() => dispatch({ type: 'payment-reported' })} />;
  }
}

/**
 * While verifying: reads the current user on entering and then once an interval (PAYMENT_POLL), each tick counting the
 * attempt before as still pending (a failed read too, product §A4); a paid answer sends the page on by itself.
 */
function usePaymentPolling(check: PaymentCheck, dispatch: Dispatch<PaymentCheckEvent>): void {
  const queryClient = useQueryClient();
  const attempt = check.step === 'verifying' ? check.attempt : null;
  const verifying = attempt !== null;

  useEffect(() => {
    if (attempt !== null) void refetchCurrentUser(queryClient);
  }, [attempt, queryClient]);

  useEffect(() => {
    if (!verifying) return;
    const timer = setInterval(() => dispatch({ type: 'still-pending' }), PAYMENT_POLL.intervalMs);
    return () => clearInterval(timer);
  }, [verifying, dispatch]);
}

/** The checkout window, back on this site after the payment went through, says so: start verifying. */
function useCheckoutReturn(dispatch: Dispatch<PaymentCheckEvent>): void {
  useEffect(() => onCheckoutReturn(() => dispatch({ type: 'payment-reported' })), [dispatch]);
}
