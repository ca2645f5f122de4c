import { spawnSync } from 'node:child_process';
import { convertDate, resolveWallTime, wallTimeNote, type WallTime } from './logic';

/**
 * Every DST (and standard offset) transition from 1970 to 2037 in zones west and east of UTC,
 * with 30-minute DST (Lord Howe), a 45-minute offset (Chatham), a half-hour offset (Tehran) and
 * midnight transitions (Santiago). The reference instant is Node's own `Date` run with TZ set to
 * the zone; the reference kind (gap, overlap, exact) is a brute-force search over every
 * quarter-hour offset using Intl.DateTimeFormat directly.
 */
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Tehran',
  'America/Santiago',
];
const MIN = 60000;
const DAY = 86400000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function offsetMinutes(ms: number, tz: string): number {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return (Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - ms) / MIN;
}

interface Transition {
  at: number;
  before: number;
  after: number;
}

function transitions(tz: string): Transition[] {
  const out: Transition[] = [];
  let t = Date.UTC(1970, 0, 1);
  const end = Date.UTC(2038, 0, 1);
  let o = offsetMinutes(t, tz);
  for (; t < end; t += DAY) {
    const next = offsetMinutes(t + DAY, tz);
    if (next === o) continue;
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > MIN) {
      const mid = lo + Math.floor((hi - lo) / 2 / MIN) * MIN;
      if (offsetMinutes(mid, tz) === o) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, before: o, after: next });
    o = next;
  }
  return out;
}

function fields(wallAsUtc: number): WallTime {
  const d = new Date(wallAsUtc);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: 0,
    millisecond: 0,
  };
}

function bruteKind(wallAsUtc: number, tz: string): 'exact' | 'gap' | 'overlap' {
  let n = 0;
  for (let o = -16 * 60; o <= 16 * 60; o += 15) if (offsetMinutes(wallAsUtc - o * MIN, tz) === o) n++;
  return n === 0 ? 'gap' : n === 1 ? 'exact' : 'overlap';
}

/** `new Date(y, m, d, h, mi)` in a Node process whose local zone is `tz`. */
function nodeDate(tz: string, walls: WallTime[]): number[] {
  const code =
    "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{process.stdout.write(JSON.stringify(JSON.parse(s).map(w=>new Date(w.year,w.month-1,w.day,w.hour,w.minute).getTime())))})";
  const r = spawnSync(process.execPath, ['-e', code], {
    input: JSON.stringify(walls),
    env: { ...process.env, TZ: tz },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as number[];
}

describe.each(ZONES)('wall time to Unix in %s, every transition 1970-2037', (tz) => {
  const list = transitions(tz);
  const walls: WallTime[] = [];
  for (const { at, before, after } of list) {
    const start = at + Math.min(before, after) * MIN; // first wall minute that is skipped or repeated
    const len = Math.abs(after - before);
    for (const m of [-1, 0, Math.floor(len / 2), len - 1, len]) walls.push(fields(start + m * MIN));
  }

  it('finds the transitions', () => {
    expect(list.length).toBeGreaterThan(tz === 'Asia/Tehran' ? 20 : 60);
  });

  it("gives the browser's own Date instant and says when the time was shifted or ambiguous", () => {
    const reference = nodeDate(tz, walls);
    const mismatches: string[] = [];
    walls.forEach((w, i) => {
      const r = resolveWallTime(w, tz);
      const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
      const kind = bruteKind(wallMs, tz);
      if (r.ms !== reference[i] || r.kind !== kind)
        mismatches.push(`${new Date(wallMs).toISOString()} → ${r.ms} ${r.kind}, expected ${reference[i]} ${kind}`);
    });
    expect(mismatches).toEqual([]);
  });
});

describe('shifted and ambiguous notes', () => {
  it('names the gap and the overlap, with 30- and 45-minute shifts', () => {
    const gap = convertDate('2024-03-10', '02:30', 'America/New_York');
    expect(gap).toMatchObject({ ok: true, kind: 'gap', shiftMinutes: 60, isoUtc: '2024-03-10T07:30:00.000Z' });
    if (!gap.ok) return;
    expect(wallTimeNote(gap, 'America/New_York', '03:30')).toBe(
      'This time does not exist in America/New_York: the clocks moved forward 1 hour, so it was shifted to 03:30.',
    );
    const overlap = convertDate('2024-04-07', '01:45', 'Australia/Lord_Howe');
    expect(overlap).toMatchObject({ ok: true, kind: 'overlap', shiftMinutes: 30 });
    if (!overlap.ok) return;
    expect(wallTimeNote(overlap, 'Australia/Lord_Howe', '')).toBe(
      'This time occurs twice in Australia/Lord_Howe: the clocks moved back 30 minutes. The earlier of the two instants is used.',
    );
    // Chatham: +12:45 → +13:45 on 2024-09-29 at 02:45 local
    expect(convertDate('2024-09-29', '03:00', 'Pacific/Chatham')).toMatchObject({
      kind: 'gap',
      shiftMinutes: 60,
      isoUtc: '2024-09-28T14:15:00.000Z',
    });
    expect(convertDate('2024-07-01', '12:00', 'Europe/Berlin')).toMatchObject({ kind: 'exact', shiftMinutes: 0 });
    expect(wallTimeNote({ kind: 'exact', shiftMinutes: 0 }, 'UTC', '')).toBeNull();
  });
});
