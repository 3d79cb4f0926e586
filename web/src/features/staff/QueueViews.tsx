/**
 * A back-office queue's views (an order's steps, a refund's states, a rental's views) as a row of
 * links, each with how many rows it holds now; the current one is marked for assistive technology.
 * Buttons, not Mantine's Tabs: the public profile's own, kept out of shared chunks.
 */
import { Badge, Button, Group } from '@mantine/core';

export function QueueViews<V extends string>({
  label,
  views,
  current,
  counts,
  name,
  onChoose,
}: {
  /** The navigation's accessible name. */
  label: string;
  views: readonly V[];
  current: V;
  counts: ReadonlyMap<V, number>;
  name: (view: V) => string;
  onChoose: (view: V) => void;
}) {
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {views.map((v) => (
        <Button
          key={v}
          size="xs"
          variant={v === current ? 'filled' : 'default'}
          aria-current={v === current ? 'page' : undefined}
          onClick={() => onChoose(v)}
          rightSection={
            <Badge size="sm" variant={v === current ? 'white' : 'light'}>
              {counts.get(v) ?? 0}
            </Badge>
          }
        >
          {name(v)}
        </Button>
      ))}
    </Group>
  );
}
