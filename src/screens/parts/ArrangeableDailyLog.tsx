import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useRef } from 'react';
import { ReminderControl } from '../../reminders/ReminderControl';
import { DailyLogRow, type LoggedJournal } from './DailyLogRow';

/** Rows move up and down only: a sideways wobble of the finger is not a move. */
const upAndDown: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS = {
  draggable:
    'To move this journal, press Space, use the up and down arrow keys, then press Space again to drop it. Escape puts it back.',
};

/**
 * The daily log on /daily, in an order the person chooses: each row has a handle to drag it (a
 * mouse, a finger) or, focused, to move it with Space and the arrow keys (dnd-kit's keyboard
 * sensor), with what happens read out, and its reminder's bell. `onArrange` gets the whole log
 * in its new order.
 */
export function ArrangeableDailyLog({
  log,
  days,
  now,
  onArrange,
}: {
  log: readonly LoggedJournal[];
  days: readonly string[];
  now: number;
  onArrange: (order: readonly LoggedJournal[]) => void;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a move.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) =>
    log.find((logged) => logged.id === id)?.journal.title ?? 'The journal';
  const placeOf = (id: UniqueIdentifier) =>
    `${log.findIndex((logged) => logged.id === id) + 1} of ${log.length}`;
  // A drag is over its own row as it starts: that is not a move to read out, once it has moved back it is.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${titleOf(active.id)}, at ${placeOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !moved.current)) return undefined;
      moved.current = true;
      return `${titleOf(active.id)} is now at ${placeOf(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at ${placeOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving cancelled: ${titleOf(active.id)} is back in its place.`,
  };

  function arrange({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = log.findIndex((logged) => logged.id === active.id);
    const to = log.findIndex((logged) => logged.id === over.id);
    if (from < 0 || to < 0) return;
    onArrange(arrayMove([...log], from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[upAndDown]}
      onDragEnd={arrange}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext
        items={log.map((logged) => logged.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol className="daily-rows">
          {log.map((logged) => (
            <ArrangeableRow key={logged.id} logged={logged} days={days} now={now} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function ArrangeableRow({
  logged,
  days,
  now,
}: {
  logged: LoggedJournal;
  days: readonly string[];
  now: number;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: logged.id });
  return (
    <DailyLogRow
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      logged={logged}
      days={days}
      now={now}
      reminder={<ReminderControl item={logged} journalTitle={logged.journal.title} />}
      handle={
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="daily-row__handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${logged.journal.title}`}
        >
          <GripVertical aria-hidden="true" />
        </button>
      }
    />
  );
}
