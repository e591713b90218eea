import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The page's path: going to another page tries to render again. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedKey: string | null;
}

/**
 * Shows the error page instead of a screen that throws while rendering (or whose chunk fails to
 * load), and renders again once the viewer goes to another page: the header, the menu and the
 * footer around it keep working.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: undefined, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failedKey: '' };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    // The key of the page that failed is taken on the next render after the failure.
    if (state.failedKey === '') return { failedKey: props.resetKey };
    if (state.failedKey !== null && state.failedKey !== props.resetKey) return { error: undefined, failedKey: null };
    return null;
  }

  override render() {
    return this.state.failedKey === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
