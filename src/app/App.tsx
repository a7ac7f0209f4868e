import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StoreGate } from './StoreGate';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Notifications position="bottom-right" />
      <StoreGate />
    </MantineProvider>
  );
}
