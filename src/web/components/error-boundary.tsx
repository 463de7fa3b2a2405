import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode; /** A new value clears the error: the route's path, so another screen can show. */ resetKey?: string };
type State = { hasError: boolean; resetKey?: string };

/**
 * Shows the error screen in place of `children` after a render error. Around the routes it resets with the path
 * (app.tsx); around the whole app it is the last resort, for errors outside any route (providers, the router itself).
 * A class, because React still has no hook for catching render errors.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
