import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  message: (detail: string) => string;
  resetLabel: string;
  onReset: () => void;
  testId?: string;
};

/** Keeps a failure inside one section: it shows what went wrong and a reset; the other sections keep working. */
export class SectionBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn('[mcp-playground] a section failed and was contained:', error);
  }

  private reset = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="function-section section-failed" role="alert" data-testid={this.props.testId ?? 'section-failed'}>
        <p>{this.props.message(this.state.error.message)}</p>
        <button type="button" onClick={this.reset} data-testid="section-reset">
          {this.props.resetLabel}
        </button>
      </div>
    );
  }
}
