import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

/** True for the errors a browser throws when a lazy chunk cannot be fetched (new deploy, offline). */
export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk/i.test(
    msg,
  );
}

interface Props {
  children: ReactNode;
  /** when this changes (e.g. the route), a caught error is cleared */
  resetKey?: unknown;
  name?: string;
}
interface State {
  error: unknown;
  resetKey?: unknown;
}

/** Turns a thrown render error into an alert with Try again (or Reload when a chunk failed to load). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('Tool error caught by boundary', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Alert title={chunk ? 'This tool could not be loaded' : 'Something went wrong'}>
        <p>
          {chunk
            ? 'A part of the site could not be downloaded. Check your connection, or reload the page to get the latest version.'
            : 'An unexpected error occurred. Please try again.'}
        </p>
        {!chunk && error instanceof Error && <p style={{ fontFamily: 'monospace', fontSize: 13 }}>{error.message}</p>}
        {chunk ? (
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        ) : (
          <Button variant="primary" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
}
