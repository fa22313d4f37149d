/**
 * The example journals a fresh server starts with (GET /journals/examples), owned by the system
 * account. Files are beside this one: line drawings and scenes drawn as SVG and rendered once with
 * sharp, and a C-major scale synthesised as 16-bit mono WAV.
 */
export interface ExampleEntry {
  /** how many days before the seeding the entry was made, so streaks and heatmaps look alive */
  daysAgo: number;
  notes: string;
  /** a file in server/examples; none makes a text entry */
  file?: string;
}

export interface ExampleJournal {
  slug: string;
  title: string;
  description: string;
  /** hours before the seeding time of day at which this journal's entries were made */
  hoursEarlier: number;
  entries: readonly ExampleEntry[];
}

/** The account that owns the examples: its name is reserved and its password hash matches nothing. */
export const EXAMPLE_OWNER = {
  username: 'ritual',
  email: 'examples@ritual.invalid',
  passwordHash: '!',
} as const;

export const EXAMPLE_JOURNALS: readonly ExampleJournal[] = [
  {
    slug: 'daily-sketch',
    title: 'Daily Sketch',
    description: 'One small drawing a day, of whatever is on the desk.',
    hoursEarlier: 1,
    entries: [
      {
        daysAgo: 0,
        file: 'sketch-cup.png',
        notes: 'Morning coffee. Tried to keep the ellipse of the rim honest.',
      },
      {
        daysAgo: 1,
        file: 'sketch-plant.png',
        notes: 'The plant on the windowsill. Leaves are easier when I draw the middle vein first.',
      },
      {
        daysAgo: 2,
        file: 'sketch-window.png',
        notes: 'The view from the kitchen window, five minutes with a timer.',
      },
      {
        daysAgo: 3,
        file: 'sketch-bicycle.png',
        notes: 'Bicycles are hard. Started with the two wheels and worked inwards.',
      },
      {
        daysAgo: 4,
        notes: 'No drawing, but I watched a video about contour lines. Tomorrow: something round.',
      },
    ],
  },
  {
    slug: 'piano-practice',
    title: 'Piano Practice',
    description: 'Twenty minutes at the piano every day. Scales first.',
    hoursEarlier: 2,
    entries: [
      {
        daysAgo: 0,
        file: 'piano-scale.wav',
        notes: 'C major, right hand, metronome at 72. The thumb under on F is finally quiet.',
      },
      {
        daysAgo: 1,
        notes:
          'Scales at 66, then the first page of the Satie. The left-hand jumps are still slow.',
      },
      { daysAgo: 2, notes: 'Only scales today, fifteen minutes. Tired, but the streak lives.' },
      {
        daysAgo: 3,
        notes: 'Hanon no. 1 slowly, then G major. Wrote the fingering for the turn into the score.',
      },
    ],
  },
  {
    slug: 'running-log',
    title: 'Running Log',
    description: 'Easy runs, slowly getting longer.',
    hoursEarlier: 3,
    entries: [
      { daysAgo: 0, notes: '5.2 km easy in 31:40. Cool morning, fresh legs.' },
      { daysAgo: 2, notes: 'Intervals: 6 × 400 m with 200 m jogs. The last two were the fastest.' },
      { daysAgo: 3, notes: 'Rest day: twenty minutes of stretching.' },
      { daysAgo: 4, notes: 'Long run along the river, 8 km in 52:10. Stopped once for water.' },
      { daysAgo: 6, notes: '4 km recovery jog. The knee feels fine again.' },
    ],
  },
  {
    slug: 'photo-a-day',
    title: 'Photo a Day',
    description: 'One photo every day, no retakes.',
    hoursEarlier: 4,
    entries: [
      {
        daysAgo: 0,
        file: 'photo-meadow.jpg',
        notes: 'Lunch break in the park. The first dandelions of the year.',
      },
      { daysAgo: 1, file: 'photo-harbour.jpg', notes: 'Walked home along the harbour after dark.' },
      {
        daysAgo: 2,
        file: 'photo-mountains.jpg',
        notes: 'Day trip: the snow is still holding on up there.',
      },
      { daysAgo: 3, file: 'photo-sunrise.jpg', notes: 'Up early for once. Worth it.' },
    ],
  },
];
