import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EDGE_LABELS, type EdgeData, NODE_KIND_LABELS, type NodeData } from '../../../core/flowmaps';
import {
  FLOWMAP_NODE_KINDS,
  type Flowmap,
  type FlowmapLink,
  type Reading,
  type Rpa,
} from '../../../core/model';
import type { NodePatch } from '../../../data/flowmaps';
import { linkPath } from './DoctrineNode';

const KIND_OPTIONS = FLOWMAP_NODE_KINDS.map((k) => ({ value: k, label: NODE_KIND_LABELS[k] }));

/** A text field saved when it loses focus or on Enter (not on every key). */
function CommitInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** Edits the selected node (text, kind, what it opens) or the selected arrow (Yes, No or free text). */
export function Inspector({
  flowmap,
  node,
  edge,
  readings,
  rpas,
  onSaveNode,
  onLabelEdge,
}: {
  flowmap: Flowmap;
  node: NodeData | undefined;
  edge: EdgeData | undefined;
  readings: readonly Reading[];
  rpas: readonly Rpa[];
  onSaveNode: (id: string, patch: NodePatch) => void;
  onLabelEdge: (id: string, label: string) => void;
}) {
  if (node) {
    const ofCourse = <T extends { courseId?: string | undefined }>(rows: readonly T[]) =>
      flowmap.courseId ? rows.filter((r) => r.courseId === flowmap.courseId) : rows;
    const linkData = [
      {
        group: 'Readings',
        items: ofCourse(readings).map((r) => ({ value: `reading:${r.id}`, label: r.title })),
      },
      { group: 'RPAs', items: ofCourse(rpas).map((r) => ({ value: `rpa:${r.id}`, label: r.ruleName })) },
    ];
    const linkValue = node.link ? `${node.link.type}:${node.link.id}` : null;
    return (
      <Paper withBorder p="sm" mt="sm" aria-label="Selected node">
        <Stack gap="xs">
          <CommitInput
            key={`${node.id}:${node.label}`}
            label="Node text"
            value={node.label}
            onCommit={(label) => label.trim() && onSaveNode(node.id, { label })}
          />
          <Group grow align="flex-end" wrap="wrap">
            <Select
              label="Kind"
              data={KIND_OPTIONS}
              value={node.kind}
              allowDeselect={false}
              onChange={(kind) => kind && onSaveNode(node.id, { kind: kind as NodeData['kind'] })}
            />
            <Select
              label="Opens"
              placeholder="Nothing"
              clearable
              searchable
              data={linkData}
              value={linkValue}
              onChange={(v) => {
                // "reading:<id>" or "rpa:<id>"; an id may itself hold a colon.
                const at = v ? v.indexOf(':') : -1;
                const link =
                  v && at > 0 ? ({ type: v.slice(0, at), id: v.slice(at + 1) } as FlowmapLink) : undefined;
                onSaveNode(node.id, { link });
              }}
            />
          </Group>
          {node.link && (
            <Button
              component={Link}
              to={linkPath(node.link)}
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {node.link.type === 'reading' ? 'Open the reading' : 'Open the RPA'}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  if (edge) {
    return (
      <Paper withBorder p="sm" mt="sm" aria-label="Selected arrow">
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">Arrow label:</Text>
            {EDGE_LABELS.map((l) => (
              <Button
                key={l}
                size="xs"
                variant={edge.label === l ? 'filled' : 'default'}
                onClick={() => onLabelEdge(edge.id, l)}
              >
                {l}
              </Button>
            ))}
            <Button
              size="xs"
              variant="subtle"
              onClick={() => onLabelEdge(edge.id, '')}
              disabled={!edge.label}
            >
              No label
            </Button>
          </Group>
          <CommitInput
            key={`${edge.id}:${edge.label ?? ''}`}
            label="Arrow text"
            value={edge.label ?? ''}
            onCommit={(label) => onLabelEdge(edge.id, label)}
          />
        </Stack>
      </Paper>
    );
  }
  return (
    <Text size="sm" c="dimmed" mt="sm">
      Select a node to edit its text, kind and link, or an arrow to label it.
    </Text>
  );
}
