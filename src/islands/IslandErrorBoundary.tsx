import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Language } from '../i18n/catalogue';
import { describeError } from './describe-error';

type Props = { children: ReactNode };
type State = { error?: unknown; failed: boolean };
/** Given only where it is not English: a prop is bytes in every page's HTML. */
type IslandProps = { language?: Language };

/** A failure stays in the island's own place: the page and any other island keep working. */
export class IslandErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="max-w-64 text-sm text-ink">
        <p className="font-bold">Unexpected Application Error!</p>
        <p className="text-muted">{describeError(this.state.error)}</p>
      </div>
    );
  }
}

export const guardedIsland = (Island: (props: { language: Language }) => ReactNode) =>
  function GuardedIsland({ language = 'en' }: IslandProps) {
    return (
      <IslandErrorBoundary>
        <Island language={language} />
      </IslandErrorBoundary>
    );
  };
