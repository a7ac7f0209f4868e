import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

const messageOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The router's error page: loading a screen failed (e.g. a chunk missing after an update). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h2">
          Unexpected Application Error!
        </Title>
        <Code block>{messageOf(error)}</Code>
        <Text c="dimmed">Your data is safe on this device. Reloading usually fixes this.</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
