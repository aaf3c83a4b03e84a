/**
 * The counts of npm run report (tools/events/report.ts): the lines of nginx's events log and of the
 * worker's Logpush export, read as events per partner and day.
 *
 * A line is nginx's, or the worker's console.log of the same object:
 *   {"partner":"acme","minute":"2026-11-27T20:40","body":"{\"e\":\"arrived\",\"s\":1,\"r\":\"\",\"v\":\"abc1234\"}"}
 * or a record of Logpush's Workers trace events, whose Logs[].Message[] hold such lines, at times
 * several in one record. The partner and the minute come from the server; the body is whatever
 * anyone posted to /_events, so it counts only when it is an event the page itself could have sent,
 * and is never shown.
 *
 * Millions of lines take seconds because a line of nginx's exact shape is never parsed whole: its
 * three fields are found at their places, and its body, one of a few distinct ones, is read once.
 */
import {
  EVENT_NAMES,
  eventBody,
  parseEventBody,
  type EventName,
  type EventStep,
  type SiteEvent,
} from '../../src/shared/site-events.ts';
import { SLUG_PATTERN } from '../../src/shared/tenant/patterns.ts';
import type { LineReader } from './read-lines.ts';

/** What one file gave. */
export interface FileCounts {
  /** The file as the command was given it. */
  file: string;
  /** Its lines, blank ones too. */
  lines: number;
  /** The events counted. */
  events: number;
  /** Posts logged with an empty body: a refused one (405, 413) may be logged so. */
  emptyBodies: number;
  /** Logpush records without an event: the worker's other requests (pages, files). */
  recordsWithoutEvent: number;
  /** Lines, or messages of a record, that are no event the page could have sent. */
  unreadable: number;
  /** The first few of their line numbers. */
  unreadableAt: number[];
}

/** One partner's day. */
export interface DayCounts {
  partner: string;
  /** The date of the events' minutes (UTC), `2026-11-27`. */
  day: string;
  /** Events `arrived`, per step. */
  arrivals: Record<1 | 2 | 3, number>;
  /** Events `activated`. */
  activations: number;
  /** The other events, per name and reason code, in the order of EVENT_NAMES, then of the reasons. */
  failures: { event: EventName; reason: string; count: number }[];
  /** The releases the events came from, the most events first. */
  releases: { release: string; events: number }[];
}

/** How many line numbers of unreadable lines a file keeps, to show where to look. */
const UNREADABLE_SHOWN = 5;
/**
 * The most bodies that are no event remembered as such: anyone may post a new one each time. Events
 * are all remembered, as the report shows each one anyway.
 */
const NON_EVENTS_REMEMBERED = 10_000;

const PARTNER_KEY = '{"partner":"';
const MINUTE_KEY = '","minute":"';
const BODY_KEY = '","body":"';
const LINE_END = '"}';
const MINUTE_CHARS = 'yyyy-mm-ddThh:mm'.length;
const MINUTE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** What a body stands for: the number of an event (EventTally.events), or one of these. */
type Reading = number;
const EMPTY: Reading = -1;
const UNREADABLE: Reading = -2;

/** A partner's days, each with its counts: how many times each event (by its number) was seen. */
interface Partner {
  days: Map<string, number[]>;
  /**
   * The minute of its last line, and that day's counts: a partner's lines of a minute come together,
   * so most lines need no day looked up.
   */
  minute: string;
  counts: number[] | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Counts the lines of the files given one after the other: startFile, then each line to `line`. */
export class EventTally {
  readonly files: FileCounts[] = [];
  private file: FileCounts = EventTally.counts('');
  private readonly partners = new Map<string, Partner>();
  /** Each distinct event seen, numbered in order. */
  private readonly events: SiteEvent[] = [];
  /** Bodies as posted, and as a line holds them (JSON-escaped). */
  private readonly bodies = new Map<string, Reading>();
  private readonly loggedBodies = new Map<string, Reading>();

  private static counts(file: string): FileCounts {
    return { file, lines: 0, events: 0, emptyBodies: 0, recordsWithoutEvent: 0, unreadable: 0, unreadableAt: [] };
  }

  startFile(file: string): void {
    this.file = EventTally.counts(file);
    this.files.push(this.file);
  }

  /** One line of the current file (forEachLine's reader). */
  readonly line: LineReader = (text, start, end, number, tooLong) => {
    this.file.lines = number;
    if (tooLong) return this.unreadable(number);
    // Blank: a last empty line, or one of a file with \r\n line ends.
    if (end === start || (end === start + 1 && text.charCodeAt(start) === 13)) return;
    if (this.exactLine(text, start, end, number)) return;
    this.parsedLine(start === 0 && end === text.length ? text : text.slice(start, end), number);
  };

  /**
   * A line of nginx's exact shape, read without parsing it whole; false for any other, left to the
   * full parse. What it counts is what JSON.parse of the line would give: the partner and the minute
   * are taken only when they hold no escape, and the body only when it is a whole JSON string.
   */
  private exactLine(text: string, start: number, end: number, number: number): boolean {
    if (!text.startsWith(PARTNER_KEY, start)) return false;
    const partnerStart = start + PARTNER_KEY.length;
    const partnerEnd = text.indexOf('"', partnerStart);
    const minuteStart = partnerEnd + MINUTE_KEY.length;
    const bodyStart = minuteStart + MINUTE_CHARS + BODY_KEY.length;
    const bodyEnd = end - LINE_END.length;
    if (
      partnerEnd < 0 ||
      bodyStart > bodyEnd ||
      !text.startsWith(MINUTE_KEY, partnerEnd) ||
      !text.startsWith(BODY_KEY, minuteStart + MINUTE_CHARS) ||
      !text.startsWith(LINE_END, bodyEnd)
    )
      return false;
    const partner = this.partner(text.slice(partnerStart, partnerEnd));
    if (!partner) return false;
    let counts = partner.counts;
    if (!counts || !text.startsWith(partner.minute, minuteStart)) {
      counts = this.dayCounts(partner, text.slice(minuteStart, minuteStart + MINUTE_CHARS));
      if (!counts) return false;
    }
    const logged = text.slice(bodyStart, bodyEnd);
    let reading = this.loggedBodies.get(logged);
    if (reading === undefined) {
      let body: unknown;
      try {
        body = JSON.parse(`"${logged}"`);
      } catch {
        return false;
      }
      reading = this.reading(body as string);
      this.remember(this.loggedBodies, logged, reading);
    }
    this.count(counts, reading, number);
    return true;
  }

  /** Any other line: an event line in another spelling, or a Logpush record. */
  private parsedLine(line: string, number: number): void {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return this.unreadable(number);
    }
    if (this.eventLine(value, number)) return;
    if (!isObject(value) || !Array.isArray(value.Logs)) return this.unreadable(number);
    let found = false;
    for (const log of value.Logs as unknown[]) {
      const messages = isObject(log) ? log.Message : undefined;
      if (!Array.isArray(messages)) continue;
      for (const message of messages as unknown[]) if (this.message(message, number)) found = true;
    }
    if (!found) this.file.recordsWithoutEvent++;
  }

  /**
   * One argument of a console.log of the worker: an event line (a string, or the object itself), true;
   * anything else the worker logs is not counted, false.
   */
  private message(message: unknown, number: number): boolean {
    if (typeof message !== 'string') return this.eventLine(message, number);
    if (this.exactLine(message, 0, message.length, number)) return true;
    try {
      return this.eventLine(JSON.parse(message), number);
    } catch {
      return false;
    }
  }

  /** An object with a partner, a minute and a body is an event line, counted or unreadable: true. */
  private eventLine(value: unknown, number: number): boolean {
    if (!isObject(value) || !('partner' in value && 'minute' in value && 'body' in value)) return false;
    const { partner, minute, body } = value;
    const known = typeof partner === 'string' ? this.partner(partner) : undefined;
    const counts = known && typeof minute === 'string' ? this.dayCounts(known, minute) : undefined;
    if (counts && typeof body === 'string') this.count(counts, this.reading(body), number);
    else this.unreadable(number);
    return true;
  }

  /** A partner: a slug, or '' for a host that is no partner's; undefined for anything else. */
  private partner(name: string): Partner | undefined {
    let partner = this.partners.get(name);
    if (!partner && (name === '' || SLUG_PATTERN.test(name)))
      this.partners.set(name, (partner = { days: new Map(), minute: '', counts: undefined }));
    return partner;
  }

  /** The counts of a partner's day, the day of `minute`; undefined for no minute. */
  private dayCounts(partner: Partner, minute: string): number[] | undefined {
    if (partner.counts && minute === partner.minute) return partner.counts;
    if (!MINUTE_PATTERN.test(minute)) return undefined;
    const day = minute.slice(0, 'yyyy-mm-dd'.length);
    let counts = partner.days.get(day);
    if (!counts) partner.days.set(day, (counts = []));
    [partner.minute, partner.counts] = [minute, counts];
    return counts;
  }

  /** What a body stands for: an event the page could have sent, or what else. */
  private reading(body: string): Reading {
    let reading = this.bodies.get(body);
    if (reading !== undefined) return reading;
    const event = body === '' ? undefined : parseEventBody(body);
    if (body === '') reading = EMPTY;
    // The page posts eventBody(event) to the byte: any other spelling (one more key, an e-mail in it, spaces, another
    // order) is someone else's post. And it sends arrivals at steps 1 to 3 only (src/router.ts).
    else if (!event || eventBody(event) !== body || (event.e === 'arrived' && event.s === 0)) reading = UNREADABLE;
    else reading = this.events.push(event) - 1;
    this.remember(this.bodies, body, reading);
    return reading;
  }

  private remember(map: Map<string, Reading>, key: string, reading: Reading): void {
    if (reading >= 0 || map.size < this.events.length + NON_EVENTS_REMEMBERED) map.set(key, reading);
  }

  private count(counts: number[], reading: Reading, number: number): void {
    if (reading === UNREADABLE) return this.unreadable(number);
    if (reading === EMPTY) {
      this.file.emptyBodies++;
      return;
    }
    while (counts.length <= reading) counts.push(0);
    counts[reading] = (counts[reading] ?? 0) + 1;
    this.file.events++;
  }

  private unreadable(number: number): void {
    const at = this.file.unreadableAt;
    this.file.unreadable++;
    if (at.length < UNREADABLE_SHOWN && at.at(-1) !== number) at.push(number);
  }

  /** Every partner's days with events, by partner, then day. */
  days(): DayCounts[] {
    const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...this.partners.keys()].sort(byName).flatMap((partner) => {
      const { days } = this.partners.get(partner)!;
      return [...days.keys()]
        .sort(byName)
        .map((day) => countsOfDay(partner, day, days.get(day)!, this.events))
        .filter((day) => day.releases.length > 0);
    });
  }
}

/** A day's counts, read with the events they count. A day whose lines held no event has no release. */
function countsOfDay(partner: string, day: string, counts: number[], events: SiteEvent[]): DayCounts {
  const arrivals: Record<EventStep, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  let activations = 0;
  const failures = new Map<string, DayCounts['failures'][number]>();
  const releases = new Map<string, number>();
  counts.forEach((count, number) => {
    if (count === 0) return;
    const event = events[number]!;
    releases.set(event.v, (releases.get(event.v) ?? 0) + count);
    if (event.e === 'arrived') arrivals[event.s] += count;
    else if (event.e === 'activated') activations += count;
    else {
      const key = `${event.e} ${event.r}`;
      const failure = failures.get(key) ?? { event: event.e, reason: event.r, count: 0 };
      failure.count += count;
      failures.set(key, failure);
    }
  });
  const order = (name: EventName) => EVENT_NAMES.indexOf(name);
  return {
    partner,
    day,
    arrivals: { 1: arrivals[1], 2: arrivals[2], 3: arrivals[3] },
    activations,
    failures: [...failures.values()].sort((a, b) => order(a.event) - order(b.event) || (a.reason < b.reason ? -1 : 1)),
    releases: [...releases]
      .map(([release, events]) => ({ release, events }))
      .sort((a, b) => b.events - a.events || (a.release < b.release ? -1 : 1)),
  };
}
