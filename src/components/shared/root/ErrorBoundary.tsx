import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** Called once per caught render error, for the host's own reporting. */
  onError?: (error: Error, info: ErrorInfo) => void
  /** Shown instead of the children after a render error; `reset` renders them again. */
  Fallback: ComponentType<{ reset: () => void }>
  children?: ReactNode
}

/** Keeps a render error inside one bookkit component: siblings and the host page go on working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  reset = (): void => this.setState({ failed: false })

  override render(): ReactNode {
    const { Fallback } = this.props
    return this.state.failed ? <Fallback reset={this.reset} /> : this.props.children
  }
}
