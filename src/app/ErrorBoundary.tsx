import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a shown error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
  resetKey?: string;
}

/** The render-error fallback: 'Something went wrong:' with the message and 'Try again'. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    console.error('Render error', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text fw={600}>Something went wrong:</Text>
          <Text size="sm">{this.state.error.message}</Text>
          <Button size="xs" w="fit-content" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
}
