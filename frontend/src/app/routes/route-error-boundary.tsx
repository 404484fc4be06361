import { Component } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

type Props = {
  /** True when the shared layout is not around it (see RouteErrorPage). */
  standalone?: boolean;
  /** What it guards; the child route by default. */
  children?: ReactNode;
};

/**
 * What a route's `errorElement` did in the data router, for the declarative router the app uses
 * (the data router alone weighs 30 kB gzipped): a page that throws while rendering (or a page chunk
 * that fails to load) shows RouteErrorPage here, and moving to another address tries again.
 */
export function RouteErrorBoundary({ standalone, children }: Props) {
  const location = useLocation();
  return (
    <Boundary location={location.key} standalone={standalone}>
      {children ?? <Outlet />}
    </Boundary>
  );
}

type BoundaryProps = { location: string; standalone?: boolean; children: ReactNode };
type BoundaryState = { error: unknown; location: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // A new address clears the error, as the data router's boundary did.
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage standalone={this.props.standalone} />
    );
  }
}
