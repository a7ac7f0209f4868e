import { Text, UnstyledButton } from '@mantine/core';
import type { OutlineItem } from './controller';

/** The document's outline (bookmarks); each entry goes to its destination. */
export function OutlinePanel({
  items,
  onGo,
}: {
  items: readonly OutlineItem[];
  onGo: (dest: unknown) => void;
}) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This PDF has no outline.
      </Text>
    );
  return (
    <ul style={{ paddingLeft: 12, margin: 0 }} aria-label="Outline">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: outline entries have no id and never reorder
        <li key={i}>
          <UnstyledButton onClick={() => onGo(item.dest)}>
            <Text size="sm">{item.title}</Text>
          </UnstyledButton>
          {item.items.length > 0 && <OutlinePanel items={item.items} onGo={onGo} />}
        </li>
      ))}
    </ul>
  );
}
