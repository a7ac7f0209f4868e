import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ErrorPanelProps {
  title: string;
  message: string;
  onRetry?: () => void;
  onBack?: () => void;
}

/** The catalogue's error panels: a title, the message, and Retry (lists) or Go Back (details). */
export function ErrorPanel({ title, message, onRetry, onBack }: ErrorPanelProps) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle />} role="alert">
      <Text size="sm">{message}</Text>
      {(onRetry || onBack) && (
        <Group mt="sm">
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Retry
            </Button>
          )}
          {onBack && (
            <Button size="xs" variant="light" onClick={onBack}>
              Go Back
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
