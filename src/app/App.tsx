import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StoreGate } from './StoreGate';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="bottom-right" />
      <StoreGate />
    </MantineProvider>
  );
}
