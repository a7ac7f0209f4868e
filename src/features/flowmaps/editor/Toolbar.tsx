import { Button, Group, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDownload,
  IconFocusCentered,
  IconLayoutDistributeHorizontal,
  IconPlus,
  IconSubtask,
  IconTrash,
} from '@tabler/icons-react';

export interface ToolbarActions {
  addNode: () => void;
  addChild: () => void;
  remove: () => void;
  undo: () => void;
  redo: () => void;
  tidy: () => void;
  fit: () => void;
  exportAs: (format: 'png' | 'svg') => void;
}

/** The editor's buttons (they wrap on a phone). */
export function Toolbar({
  canAddChild,
  canDelete,
  canUndo,
  canRedo,
  actions,
}: {
  canAddChild: boolean;
  canDelete: boolean;
  canUndo: boolean;
  canRedo: boolean;
  actions: ToolbarActions;
}) {
  const b = { size: 'xs', variant: 'default' } as const;
  return (
    <Group gap={6} mb="xs" wrap="wrap" role="toolbar" aria-label="Flowmap tools">
      <Button {...b} leftSection={<IconPlus size={14} />} onClick={actions.addNode}>
        Add node
      </Button>
      <Button
        {...b}
        leftSection={<IconSubtask size={14} />}
        onClick={actions.addChild}
        disabled={!canAddChild}
      >
        Add child
      </Button>
      <Button {...b} leftSection={<IconTrash size={14} />} onClick={actions.remove} disabled={!canDelete}>
        Delete
      </Button>
      <Button {...b} leftSection={<IconArrowBackUp size={14} />} onClick={actions.undo} disabled={!canUndo}>
        Undo
      </Button>
      <Button
        {...b}
        leftSection={<IconArrowForwardUp size={14} />}
        onClick={actions.redo}
        disabled={!canRedo}
      >
        Redo
      </Button>
      <Button {...b} leftSection={<IconLayoutDistributeHorizontal size={14} />} onClick={actions.tidy}>
        Tidy layout
      </Button>
      <Button {...b} leftSection={<IconFocusCentered size={14} />} onClick={actions.fit}>
        Fit view
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button {...b} leftSection={<IconDownload size={14} />}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.exportAs('png')}>PNG image</Menu.Item>
          <Menu.Item onClick={() => actions.exportAs('svg')}>SVG image</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
